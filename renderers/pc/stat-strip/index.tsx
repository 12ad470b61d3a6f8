import type { PositionCounts } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { recruitTypes } from '@/renderers/common/recruit-types';
import { blockState } from '@/renderers/pc/shared/block-state';
import { StatIcon } from './stat-icon';
import './stat-strip.css';

/** Open positions per recruitment type, each card leading to that type's list. */
export default function StatStrip(props: BlockProps<PositionCounts, PropsFor<'stat-strip'>>) {
  const { ctx, data, loading } = props;
  if (data === undefined && !loading) return blockState(props, { empty: true, rows: 1 });
  const types = recruitTypes(ctx, props.props.types);
  const linkPath = props.props.linkPath ?? 'recruitment/{type}/searchAll';
  const counts = (data ?? {}) as Record<string, number | undefined>;
  return (
    <ul className="pc-stats" aria-label={ctx.t('pc.stat.caption')} aria-busy={data === undefined}>
      {types.map((type) => (
        <li key={type}>
          <AppLink ctx={ctx} to={fillPath(linkPath, { type })} className={`pc-stats__item pc-stats__item--${type}`}>
            <StatIcon type={type} />
            <span className="pc-stats__text">
              <span className="pc-stats__label">{ctx.t(`recruitType.${type}`)}</span>
              <span className="pc-stats__count">
                {counts[type] === undefined ? '—' : counts[type]!.toLocaleString(ctx.locale)}
                <span className="pc-stats__caption"> {ctx.t('stat.positions')}</span>
              </span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
