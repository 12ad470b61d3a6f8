// The favourites list of both terminals: rows removed at once (collect.removeCareer), the list asked again, and
// an emptied page that is not the first one goes back a page.
import { useEffect, useState } from 'react';
import type { CollectedPosition } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { request } from '@/src/api/client';
import type { BlockProps } from '@/src/runtime/block-props';

export interface CollectList {
  rows: CollectedPosition[];
  /** the position being removed */
  removing: number | null;
  remove: (position: CollectedPosition) => Promise<boolean>;
}

export function useCollectList({ data, reload, ctx }: BlockProps<Paged<CollectedPosition>>): CollectList {
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<number | null>(null);
  const list = Array.isArray(data?.list) ? data.list : [];
  const rows = list.filter((p) => !removed.has(p.id));
  const page = data?.page ?? 1;
  const emptiedPage = data !== undefined && list.length === 0 && page > 1 && data.total > 0;

  useEffect(() => {
    if (emptiedPage) ctx.setQuery({ page: page - 1 });
  }, [emptiedPage, page, ctx]);

  const remove = async (position: CollectedPosition) => {
    if (removing !== null) return false;
    setRemoving(position.id);
    try {
      await request('collect.removeCareer', { positionId: position.id });
      setRemoved((current) => new Set(current).add(position.id));
      reload();
      return true;
    } catch {
      return false; // the client has shown why; the row stays
    } finally {
      setRemoving(null);
    }
  };
  return { rows, removing, remove };
}
