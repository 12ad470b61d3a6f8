import { useId } from 'react';
import { Grid, Skeleton } from 'antd-mobile';
import type { PositionCounts } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { recruitTypes } from '@/renderers/common/recruit-types';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import './stat-strip.css';

export default function StatStrip({ data, loading, props, ctx }: BlockProps<PositionCounts, PropsFor<'stat-strip'>>) {
  const linkPath = useDefaultPath(ctx, props.linkPath, 'recruitment/{type}/searchAll');
  const titleId = useId();
  const types = recruitTypes(ctx, props.types);
  if (!data) {
    return loading ? <Skeleton.Paragraph className="h5-stats h5-stats--loading" lineCount={2} animated /> : null;
  }
  const counts: Record<string, unknown> = data;
  return (
    <section className="h5-stats" aria-labelledby={titleId}>
      <h2 id={titleId} className="h5-stats__caption">
        {ctx.t('stat.positions')}
      </h2>
      <Grid columns={types.length} gap={0}>
        {types.map((type) => (
          <Grid.Item key={type}>
            <AppLink ctx={ctx} to={fillPath(linkPath, { type })} className="h5-stats__item">
              <strong className="h5-stats__count">{Number(counts[type] ?? 0)}</strong>
              <span className="h5-stats__label">{ctx.t(`recruitType.${type}`)}</span>
            </AppLink>
          </Grid.Item>
        ))}
      </Grid>
    </section>
  );
}
