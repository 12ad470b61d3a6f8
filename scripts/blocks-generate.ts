// npm run blocks:generate: writes the page meta-schema's block part and docs/blocks.md's table from the block
// contracts (src/core/blocks/contracts); npm run schemas:check fails while they disagree.
import { resolve } from 'node:path';
import { writeBlockContracts } from '@/server/schema-check/block-contracts';

writeBlockContracts(resolve(import.meta.dirname, '..'));
console.log('wrote schemas/meta/page.schema.json (block types) and docs/blocks.md (block table)');
