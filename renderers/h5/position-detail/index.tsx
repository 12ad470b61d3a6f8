import { Button, Tag } from 'antd-mobile';
import type { Position } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { fillPath } from '@/renderers/common/fill-path';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import { signInTo } from '@/renderers/common/use-collect';
import { useApplied } from '@/renderers/common/use-applied';
import { AppLink } from '@/renderers/common/app-link';
import { CollectButton } from './collect-button';
import { Facts, TextSection, UnitCard } from './detail-sections';
import '@/renderers/h5/shared/surface.css';
import './position-detail.css';
import { positionSalary, positionEducation } from '@/renderers/common/position-terms';
import { JobPostingData } from '@/renderers/common/job-posting-data';
import { ClosedNotice } from '@/renderers/common/closed-notice';

export default function PositionDetail({ props, data, loading, error, reload, ctx }: BlockProps<Position, PropsFor<'position-detail'>>) {
  // h5 routes have apply/delivery/{applyId} only (the spec's h5 route list); pc adds the recruitment type
  const applyPath = useDefaultPath(ctx, props.applyPath, 'apply/delivery/{id}');
  const unitPath = useDefaultPath(ctx, props.unitPath, 'recruitment/all/{id}');
  const p = data;
  const applied = useApplied(ctx, p?.id, props.progressPath);
  // a guest goes to the login page first and comes back to the application
  const applyTo = (position: Position) => (ctx.user ? fillPath(applyPath, position) : signInTo(ctx, ctx.href(fillPath(applyPath, position))));
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!p} rows={6}>
      {p && (
        <article className="h5-detail">
          <JobPostingData ctx={ctx} position={p} />
          <header className="h5-card h5-detail__hero">
            <h2 className="h5-detail__title">{p.title}</h2>
            <p className="h5-detail__salary">
              <bdi>{positionSalary(ctx, p)}</bdi>
            </p>
            <ClosedNotice ctx={ctx} position={p} className="h5-detail__closed" />
            <div className="h5-card__meta">
              <Tag color="primary" fill="outline">
                {ctx.t(`recruitType.${p.recruitType}`)}
              </Tag>
              {[p.regionName, positionEducation(ctx, p)].filter(Boolean).map((text) => (
                <span key={text} className="h5-chip">
                  {text}
                </span>
              ))}
              {p.tags.map((tag) => (
                <span key={tag} className="h5-chip">
                  {tag}
                </span>
              ))}
            </div>
          </header>
          <Facts ctx={ctx} position={p} />
          <TextSection title={ctx.t('position.description')} text={p.description} />
          <TextSection title={ctx.t('position.requirement')} text={p.requirement} />
          <UnitCard ctx={ctx} position={p} to={fillPath(unitPath, { id: p.unitId })} />
          <div className="h5-apply">
            {props.collect && <CollectButton ctx={ctx} positionId={p.id} />}
            {applied.progressTo ? (
              <>
                <span className="h5-apply__applied" role="status">
                  {`✓ ${ctx.t('position.applied')}`}
                </span>
                <AppLink ctx={ctx} to={applied.progressTo} className="h5-apply__progress">
                  {ctx.t('position.appliedProgress')}
                </AppLink>
              </>
            ) : p.status !== 'open' ? (
              // no apply button for a closed position: the bar repeats what the head says
              <span className="h5-apply__closed">{ctx.t('position.closedNotice.title')}</span>
            ) : (
              <Button
                key={applied.checking ? 'checking' : 'apply'}
                className="h5-apply__button"
                block
                shape="rounded"
                size="large"
                color="primary"
                loading={applied.checking}
                onClick={() => ctx.navigate(applyTo(p))}
              >
                {ctx.t('position.apply')}
              </Button>
            )}
          </div>
        </article>
      )}
    </BlockState>
  );
}
