// The recruitment-type tabs of both terminals: which tabs, which one is chosen, and the count each shows
// (careers.count under the list's own filters with scope=listed, so a tab shows what its list totals).
import type { PositionCounts } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { countText } from './capped-count';
import { recruitTypes } from './recruit-types';

export interface TypeTabs {
  tabs: string[];
  queryKey: string;
  active: string;
  /** the count beside a tab, or undefined while counts load or for a tab they do not name */
  countOf: (tab: string) => number | undefined;
  /** the count as shown: "1000+" where the server stopped counting */
  countLabel: (tab: string) => string | undefined;
  /** chose a tab: ?tab= (or props.queryKey), the list starting again at page 1 */
  choose: (tab: string) => void;
}

export function typeTabs(props: PropsFor<'recruit-type-tabs'>, data: Partial<PositionCounts> | undefined, ctx: BlockContext): TypeTabs {
  const tabs = recruitTypes(ctx, props.tabs);
  const { queryKey } = props;
  // a list page reached as recruitment/{id}/... names its type in the route before any tab is tapped
  const fromQuery = ctx.query.get(queryKey);
  const fromRoute = ctx.params.id ?? ctx.params.searchType;
  const active = [fromQuery, fromRoute].find((key) => key && tabs.includes(key)) ?? tabs[0];
  const countOf = (tab: string) => {
    const count = (data as Record<string, unknown> | undefined)?.[tab];
    return typeof count === 'number' ? count : undefined;
  };
  const countLabel = (tab: string) => {
    const count = countOf(tab);
    return count === undefined ? undefined : countText(ctx, count, data?.capped?.includes(tab as 'all'));
  };
  return { tabs, queryKey, active, countOf, countLabel, choose: (tab) => ctx.setQuery({ [queryKey]: tab, page: undefined }) };
}
