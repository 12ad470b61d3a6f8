// The block part of the page meta-schema, the block table of docs/blocks.md and the runtime's defaults, generated from the block
// contracts (src/core/blocks/contracts). `npm run blocks:generate` writes them; `npm run schemas:check` fails
// naming the first place where a file says something its contract does not.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlockContract } from '@/src/core/blocks/define-block';
import { blockContracts } from '@/src/core/blocks/contracts';
import { formatJson } from './format-json';
import type { SchemaProblem } from './types';

export const META_FILE = 'schemas/meta/page.schema.json';
export const DOCS_FILE = 'docs/blocks.md';
export const DEFAULTS_FILE = 'src/core/blocks/block-defaults.ts';
const TABLE_HEAD = '| type | data endpoint | props | draws |\n| --- | --- | --- | --- |\n';

/** One entry of the block definition's allOf: the props a type takes when a block names it. */
function schemaEntry(contract: BlockContract): Record<string, unknown> {
  const { type } = contract;
  const about = contract.propsAbout ?? [contract.summary, contract.propsNote].filter(Boolean).join(' ');
  const props: Record<string, unknown> = { description: `${type}: ${about}`, type: 'object', additionalProperties: false };
  const specs = Object.entries(contract.props);
  props.properties = Object.fromEntries(specs.map(([name, spec]) => [name, spec.schema]));
  if (contract.requiredProps?.length) props.required = contract.requiredProps;
  const required = [contract.data?.required && 'data', contract.needsBlocks && 'blocks', contract.needsProps && 'props'].filter((x): x is string => Boolean(x));
  return {
    $comment: `${type}: ${contract.summary}`,
    if: { properties: { type: { const: type } }, required: ['type'] },
    // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then, never awaited
    then: { properties: { props }, ...(required.length > 0 ? { required } : {}) },
  };
}

export const blockSchemaEntries = (contracts: BlockContract[]) => contracts.filter((c) => !c.layout).map(schemaEntry);

const cell = (text: string) => text.replace(/\|/g, '\\|');

function dataCell(contract: BlockContract): string {
  const data = contract.data;
  if (!data) return '-';
  const notes = [data.required ? '' : 'optional', data.note ?? ''].filter(Boolean).join('; ');
  return data.endpoints.join(' / ') + (notes ? ` (${notes})` : '');
}

function propsCell(contract: BlockContract): string {
  const names = Object.entries(contract.props).map(([name, spec]) => {
    const required = contract.requiredProps?.includes(name) ? ' (required)' : '';
    return 'default' in spec ? `${name} = ${JSON.stringify(spec.default)}` : name + required;
  });
  return names.length > 0 ? names.join(', ') : '-';
}

export const blocksTable = (contracts: BlockContract[]) =>
  TABLE_HEAD + contracts.map((c) => `| ${c.type} | ${cell(dataCell(c))} | ${cell(propsCell(c))} | ${cell(c.draws)} |\n`).join('');

/** The first pointer below `at` where two JSON values differ, or null when they are equal. */
function firstDifference(a: unknown, b: unknown, at: string): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return at;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found !== null) return found;
  }
  return null;
}

/** The defaults the runtime fills in, apart from the contracts so that their texts stay out of the browser's bundle. */
export function defaultsModule(contracts: BlockContract[]): string {
  const rows = contracts.flatMap((c) => {
    const defaults = Object.entries(c.props).filter(([, spec]) => 'default' in spec);
    if (defaults.length === 0) return [];
    return [`  '${c.type}': { ${defaults.map(([name, spec]) => `${name}: ${JSON.stringify(spec.default).replace(/"/g, "'")}`).join(', ')} },`];
  });
  return `// Written by npm run blocks:generate from src/core/blocks/contracts: the props a renderer gets when a page leaves them out.
export const BLOCK_DEFAULTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
${rows.join('\n')}
};
`;
}

interface Generated {
  meta: string;
  docs: string;
  defaults: string;
  defaultsDiffer: boolean;
  metaDifference: string | null;
  docsDiffers: boolean;
}

interface MetaSchemaFile {
  $defs: { block: { allOf: unknown[]; properties: { type: { description: string } } } };
}

/** The meta-schema with its block part written from the contracts: the types' props, and the list of types. */
function generatedMeta(current: MetaSchemaFile, contracts: BlockContract[]): MetaSchemaFile {
  const meta = structuredClone(current);
  const types = contracts.filter((c) => !c.layout).map((c) => c.type);
  const typeProp = meta.$defs.block.properties.type;
  typeProp.description = typeProp.description.replace(/Types: [^.]*\./, `Types: ${types.join(', ')}.`);
  meta.$defs.block.allOf = blockSchemaEntries(contracts);
  return meta;
}

function generate(root: string, contracts: BlockContract[]): Generated {
  const metaText = readFileSync(join(root, META_FILE), 'utf8');
  const current = JSON.parse(metaText) as MetaSchemaFile;
  const meta = generatedMeta(current, contracts);
  const metaDifference = firstDifference(current, meta, '');
  const docsText = readFileSync(join(root, DOCS_FILE), 'utf8');
  const start = docsText.indexOf(TABLE_HEAD);
  const end = docsText.indexOf('\n\n', start);
  const docs = docsText.slice(0, start) + blocksTable(contracts) + docsText.slice(end + 1);
  const defaults = defaultsModule(contracts);
  const defaultsDiffer = !existsSync(join(root, DEFAULTS_FILE)) || readFileSync(join(root, DEFAULTS_FILE), 'utf8') !== defaults;
  // a file equal in content but written by hand differs only in its layout: the whole file is named
  const layoutDiffers = metaDifference === null && formatJson(meta) !== metaText;
  return { meta: formatJson(meta), docs, defaults, defaultsDiffer, metaDifference: layoutDiffers ? '' : metaDifference, docsDiffers: docs !== docsText };
}

/** Where the meta-schema or the docs table disagree with the contracts. */
export function checkBlockContracts(root: string, contracts = blockContracts): SchemaProblem[] {
  const found = generate(root, contracts);
  const problems: SchemaProblem[] = [];
  const rerun = 'differs from the block contracts (src/core/blocks/contracts): change the contract and run npm run blocks:generate';
  if (found.metaDifference !== null) problems.push({ file: META_FILE, pointer: found.metaDifference, message: rerun });
  if (found.docsDiffers) problems.push({ file: DOCS_FILE, pointer: '', message: `its block table ${rerun}` });
  if (found.defaultsDiffer) problems.push({ file: DEFAULTS_FILE, pointer: '', message: rerun });
  return problems;
}

/** Writes the meta-schema's block part and the docs table from the contracts. */
export function writeBlockContracts(root: string, contracts = blockContracts): void {
  const found = generate(root, contracts);
  writeFileSync(join(root, META_FILE), found.meta);
  writeFileSync(join(root, DOCS_FILE), found.docs);
  writeFileSync(join(root, DEFAULTS_FILE), found.defaults);
}
