import { describe, expect, it } from 'vitest';
import type { RendererEntry } from '@/renderers/registry';
import { createRegistry, rank } from '@/src/core/renderer-rank';
import { commonEntries } from '@/renderers/common/index';
import { pcEntries } from '@/renderers/pc/index';
import { h5Entries } from '@/renderers/h5/index';
import { armyPcEntries } from '@/renderers/army/pc/index';
import { armyH5Entries } from '@/renderers/army/h5/index';

const load = async () => ({ default: () => null });
const entry = (tag: string, extra: Partial<RendererEntry> = {}): RendererEntry & { tag: string } => ({ type: 'x', load, tag, ...extra });

describe('ranked selection', () => {
  const neither = entry('neither');
  const byTemplate = entry('template', { template: 'army' });
  const byTerminal = entry('terminal', { terminal: 'pc' });
  const both = entry('both', { template: 'army', terminal: 'pc' });
  const registry = createRegistry([neither, byTemplate, byTerminal, both]);
  const pick = (template: string, terminal: 'pc' | 'h5') => (registry.resolve('x', { template, terminal }) as unknown as { tag: string }).tag;

  it.each([
    ['army', 'pc', 'both'],
    ['army', 'h5', 'template'],
    ['default', 'pc', 'terminal'],
    ['default', 'h5', 'neither'],
  ] as const)('%s/%s picks the %s entry', (template, terminal, tag) => {
    expect(pick(template, terminal)).toBe(tag);
  });

  it('ranks template and terminal > terminal > template > neither, and refuses what does not apply', () => {
    const ctx = { template: 'army', terminal: 'pc' } as const;
    expect([both, byTerminal, byTemplate, neither].map((e) => rank(e, ctx))).toEqual([3, 2, 1, 0]);
    expect(rank(byTerminal, { template: 'army', terminal: 'h5' })).toBe(-1);
    expect(createRegistry([byTerminal]).resolve('x', { template: 'default', terminal: 'h5' })).toBeUndefined();
  });

  it('lets a new template draw with the default renderers at once', () => {
    expect(createRegistry([...commonEntries, ...pcEntries]).resolve('position-list', { template: 'navy', terminal: 'pc' })).toBe(
      pcEntries.find((e) => e.type === 'position-list'),
    );
  });
});

// Which set wins for every block type x template x terminal, from the real renderer sets.
const sets: Record<string, RendererEntry[]> = {
  common: commonEntries,
  pc: pcEntries,
  h5: h5Entries,
  'army/pc': armyPcEntries,
  'army/h5': armyH5Entries,
};
const all = Object.values(sets).flat();
const registry = createRegistry(all);
const setOf = (found: RendererEntry | undefined) => Object.keys(sets).find((name) => found && sets[name].includes(found));

const COMMON = ['message', 'layout-bare', 'section'];
// the publishing workspace is for the desktop: its h5 routes draw a message instead (schemas:check proves no h5 page uses these)
const PC_ONLY = ['record-table', 'record-form', 'record-actions', 'record-import', 'terminal-preview'];
const ARMY_OVERRIDES: Record<string, string[]> = { pc: armyPcEntries.map((e) => e.type), h5: armyH5Entries.map((e) => e.type) };
const expected = (type: string, template: string, terminal: 'pc' | 'h5') => {
  if (COMMON.includes(type)) return 'common';
  if (PC_ONLY.includes(type) && terminal === 'h5') return undefined;
  if (template === 'army' && ARMY_OVERRIDES[terminal].includes(type)) return `army/${terminal}`;
  return terminal;
};

const rows = registry
  .types()
  .flatMap((type) => (['default', 'army'] as const).flatMap((template) => (['pc', 'h5'] as const).map((terminal) => [type, template, terminal] as const)));

describe('which renderer draws each block', () => {
  it('the army sets override the layout, as the army site draws its own frame', () => {
    expect(ARMY_OVERRIDES.pc).toContain('layout-portal');
    expect(ARMY_OVERRIDES.h5).toContain('layout-portal');
  });

  it.each(rows)('%s on %s/%s', (type, template, terminal) => {
    expect(setOf(registry.resolve(type, { template, terminal }))).toBe(expected(type, template, terminal));
  });

  it('covers every block type on both terminals, the desktop-only workspace blocks on pc', () => {
    expect(PC_ONLY.every((type) => registry.types().includes(type))).toBe(true);
    for (const type of registry.types()) {
      for (const terminal of ['pc', 'h5'] as const) {
        if (PC_ONLY.includes(type) && terminal === 'h5') continue;
        expect(registry.resolve(type, { template: 'default', terminal }), `${type}/${terminal}`).toBeDefined();
      }
    }
  });
});
