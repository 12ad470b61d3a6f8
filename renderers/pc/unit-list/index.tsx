import { useRef, type CSSProperties } from 'react';
import type { Unit } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { blockState } from '@/renderers/pc/shared/block-state';
import { Pager } from '@/renderers/pc/shared/pager';
import { asPaged } from '@/renderers/common/paged';
import { unitPositions } from '@/renderers/common/unit-facts';
import { UnitTile, type UnitTileClasses } from '@/renderers/pc/shared/unit-tile';
import './unit-list.css';

const DEFAULT_LINK = 'recruitment/all/{id}';
const TILE: UnitTileClasses = { card: 'pc-units__card', body: 'pc-units__body', name: 'pc-units__name', place: 'pc-units__meta' };

/** Unit cards (careers.enterprises, hotenterprise.list, careers.allenterprise or a paged list), children under parents. */
export default function UnitList(props: BlockProps<Unit[] | Paged<Unit>, PropsFor<'unit-list'>>) {
  const { ctx } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const paged = asPaged(props.data);
  const state = blockState(props, { empty: paged.list.length === 0, rows: 4 });
  if (state) return state;
  const linkPath = props.props.linkPath ?? DEFAULT_LINK;
  const columns = props.props.columns;

  return (
    <div className="pc-units" ref={listRef}>
      <ul className="pc-units__grid" style={{ '--pc-units-columns': columns } as CSSProperties} aria-label={ctx.t('pc.list.units')}>
        {paged.list.map((u) => (
          <UnitTile key={u.id} ctx={ctx} unit={u} to={fillPath(linkPath, u)} classes={TILE} placeAs="p">
            <p className="pc-units__count">{unitPositions(ctx, u)}</p>
            {u.children && u.children.length > 0 && (
              <div className="pc-units__children">
                <span className="pc-units__children-label">{ctx.t('pc.unit.children')}</span>
                <ul>
                  {u.children.map((c) => (
                    <li key={c.id}>
                      <AppLink ctx={ctx} to={fillPath(linkPath, c)} className="pc-units__child">
                        {c.name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </UnitTile>
        ))}
      </ul>
      {!Array.isArray(props.data) && (
        <Pager ctx={ctx} page={paged.page} pageSize={paged.pageSize} total={paged.total} scrollTarget={listRef} />
      )}
    </div>
  );
}
