import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockContracts } from '@/src/core/blocks/contracts';
import type { BlockContract } from '@/src/core/blocks/define-block';
import { checkBlockContracts, DEFAULTS_FILE, DOCS_FILE, META_FILE } from '@/server/schema-check/block-contracts';
import { compileMeta, createAjv, validateWith } from '@/server/schema-check/meta-validate';

const ROOT = resolve(import.meta.dirname, '../..');
const meta = JSON.parse(readFileSync(join(ROOT, META_FILE), 'utf8')) as Record<string, unknown>;
const blocks = blockContracts.filter((c) => !c.layout);

/** A copy of the two generated files, to see what the check says when one is changed by hand. */
function copyOfGenerated(): string {
  const root = mkdtempSync(join(tmpdir(), 'block-contracts-'));
  for (const file of [META_FILE, DOCS_FILE, DEFAULTS_FILE]) cpSync(join(ROOT, file), join(root, file), { recursive: true });
  return root;
}

describe('the block contracts', () => {
  it('agree with the meta-schema, docs/blocks.md and the runtime defaults on main', () => {
    expect(checkBlockContracts(ROOT)).toEqual([]);
  });

  it("name the place when a contract changes a default and the generated files were not written again", () => {
    const root = copyOfGenerated();
    const index = blocks.findIndex((c) => c.type === 'position-list');
    const twenty = (c: BlockContract) => ({ ...c.props.pageSize, schema: { ...c.props.pageSize.schema, default: 20 }, default: 20 });
    const changed = blocks.map((c) => (c.type === 'position-list' ? { ...c, props: { ...c.props, pageSize: twenty(c) } } : c));
    expect(checkBlockContracts(root, changed)).toEqual([
      expect.objectContaining({ file: META_FILE, pointer: `/$defs/block/allOf/${index}/then/properties/props/properties/pageSize/default` }),
      expect.objectContaining({ file: DOCS_FILE }),
      expect.objectContaining({ file: DEFAULTS_FILE }),
    ]);
  });

  it('refuse a docs table edited by hand', () => {
    const root = copyOfGenerated();
    const docs = join(root, DOCS_FILE);
    writeFileSync(docs, readFileSync(docs, 'utf8').replace('| qa-list | qa.search | pageSize = 10', '| qa-list | qa.search | pageSize = 5'));
    expect(checkBlockContracts(root)).toEqual([expect.objectContaining({ file: DOCS_FILE, message: expect.stringContaining('npm run blocks:generate') })]);
  });

  it("have defaults their own props' schema accepts, and link props that are props", () => {
    const page = compileMeta(createAjv(), 'page.schema.json', meta);
    for (const contract of blocks) {
      const defaults = Object.fromEntries(Object.entries(contract.props).filter(([, spec]) => 'default' in spec).map(([name, spec]) => [name, spec.default]));
      const required = Object.fromEntries((contract.requiredProps ?? []).map((name) => [name, 'x']));
      const block = { type: contract.type, props: { ...required, ...defaults }, data: { endpoint: contract.data?.endpoints[0] ?? 'careers.search' }, blocks: [{ type: 'section' }] };
      const problems = validateWith(page, { id: 'p', title: 'page.home', layout: 'layout-portal', blocks: [block] }).filter((p) => p.pointer.startsWith('/blocks/0/props') && !(p.pointer.slice('/blocks/0/props/'.length) in required));
      expect(problems, contract.type).toEqual([]);
      for (const link of contract.links ?? []) expect(Object.keys(contract.props), `${contract.type} ${link.path}`).toContain(link.path.split('/')[0]);
    }
  });
});
