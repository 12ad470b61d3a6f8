// Counts that agree with their lists: the counting rules of the type tabs (the server's tally and the tabs' reading of it).
import { describe, expect, it } from 'vitest';
import { tallyByType } from '@/src/core/position-counts';
import { propsOf } from '@/src/core/blocks/with-defaults';
import { typeTabs } from '@/renderers/common/type-tabs';
import type { BlockContext } from '@/src/runtime/block-props';

describe('tallyByType', () => {
  it('counts each type and makes 全部 their sum', () => {
    expect(tallyByType([{ recruitType: 'campus', n: 3 }, { recruitType: 'veterans', n: '5' }, { recruitType: 'social', n: 2n }])).toEqual({ all: 10, campus: 3, social: 2, veterans: 5 });
  });

  it('answers 0 for a type with no positions, and for no positions at all', () => {
    expect(tallyByType([{ recruitType: 'social', n: 4 }])).toEqual({ all: 4, social: 4, campus: 0, veterans: 0 });
    expect(tallyByType([])).toEqual({ all: 0, social: 0, campus: 0, veterans: 0 });
  });

  it('counts a type beyond the three on its own (a site file may list it), and in 全部', () => {
    expect(tallyByType([{ recruitType: 'interns', n: 1 }, { recruitType: 'campus', n: 2 }])).toEqual({ all: 3, social: 0, campus: 2, veterans: 0, interns: 1 });
  });

  it('counts a value that cannot name a type in 全部 only, so 全部 still equals the list total', () => {
    expect(tallyByType([{ recruitType: '实习', n: 1 }, { recruitType: 'capped', n: 1 }, { recruitType: 'campus', n: 2 }])).toEqual({ all: 4, social: 0, campus: 2, veterans: 0 });
  });
});

function ctxOf(query: string, params: Record<string, string> = {}) {
  const set: Array<Record<string, unknown>> = [];
  const ctx = { siteFile: {}, query: new URLSearchParams(query), params, setQuery: (q: Record<string, unknown>) => set.push(q) } as unknown as BlockContext;
  return { ctx, set };
}

describe('typeTabs', () => {
  const counts = { all: 7, campus: 2, social: 1, veterans: 4 };

  it('shows each tab the count of its type, and none while the counts load', () => {
    const { ctx } = ctxOf('keyword=工程师');
    const tabs = typeTabs(propsOf('recruit-type-tabs', { tabs: ['all', 'veterans', 'campus'] }), counts, ctx);
    expect(tabs.tabs.map((tab) => [tab, tabs.countOf(tab)])).toEqual([['all', 7], ['veterans', 4], ['campus', 2]]);
    expect(typeTabs(propsOf('recruit-type-tabs'), undefined, ctx).countOf('all')).toBeUndefined();
  });

  it('chooses the tab of the query, else of the route, else the first', () => {
    expect(typeTabs(propsOf('recruit-type-tabs'), counts, ctxOf('tab=social', { id: 'campus' }).ctx).active).toBe('social');
    expect(typeTabs(propsOf('recruit-type-tabs'), counts, ctxOf('', { id: 'campus' }).ctx).active).toBe('campus');
    expect(typeTabs(propsOf('recruit-type-tabs'), counts, ctxOf('tab=nonsense').ctx).active).toBe('all');
  });

  it('a choice sets ?tab= and starts the list again at page 1', () => {
    const { ctx, set } = ctxOf('tab=all&page=3');
    typeTabs(propsOf('recruit-type-tabs'), counts, ctx).choose('veterans');
    expect(set).toEqual([{ tab: 'veterans', page: undefined }]);
  });
});
