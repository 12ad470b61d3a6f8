import type { MouseEvent } from 'react';
import { Button } from 'antd';
import type { Position } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { JobPostingData } from '@/renderers/common/job-posting-data';
import { ClosedNotice } from '@/renderers/common/closed-notice';
import { positionFacts } from '@/renderers/common/position-facts';
import { blockState } from '@/renderers/pc/shared/block-state';
import { StatusTag } from '@/renderers/pc/shared/status-tag';
import { fillPath } from '@/renderers/common/fill-path';
import { signInTo } from '@/renderers/common/use-collect';
import { useApplied } from '@/renderers/common/use-applied';
import { CollectButton } from './collect-button';
import { UnitCard } from './unit-card';
import './position-detail.css';
import { positionSalary } from '@/renderers/common/position-terms';

export default function PositionDetail(props: BlockProps<Position, PropsFor<'position-detail'>>) {
  const { ctx, data: p } = props;
  const applied = useApplied(ctx, p?.id, props.props.progressPath);
  const state = blockState(props, { empty: !p, rows: 8 });
  if (state || !p) return state;

  const closed = p.status === 'closed';
  const applyPath = props.props.applyPath ?? 'apply/delivery/{id}/{recruitType}';
  const unitPath = props.props.unitPath ?? undefined;
  // a guest goes to the login page first and comes back to the application
  const applyTo = ctx.user ? fillPath(applyPath, p) : signInTo(ctx, ctx.href(fillPath(applyPath, p)));
  // a plain click navigates in the app; a modified one keeps the href's browser behaviour
  const go = (to: string) => (e: MouseEvent<HTMLElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    ctx.navigate(to);
  };
  const facts = positionFacts(ctx, p);

  return (
    <article className="pc-detail">
      <JobPostingData ctx={ctx} position={p} />
      <header className="pc-detail__head pc-card">
        <div className="pc-detail__title-row">
          <h2 className="pc-detail__title">{p.title}</h2>
          <StatusTag ctx={ctx} status={p.status} />
        </div>
        <p className="pc-detail__salary">
          <span className="cm-visually-hidden">{ctx.t('position.salary')}: </span>
          {positionSalary(ctx, p)}
        </p>
        <ClosedNotice ctx={ctx} position={p} className="pc-detail__closed" />
        <dl className="pc-detail__facts" aria-label={ctx.t('pc.detail.facts')}>
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div className="pc-detail__fact" key={label}>
                <dt>{ctx.t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {p.tags.length > 0 && (
          <ul className="pc-detail__tags">
            {p.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <div className="pc-detail__actions">
          {props.props.collect && <CollectButton ctx={ctx} positionId={p.id} />}
          {applied.progressTo ? (
            <>
              <span className="pc-detail__applied" role="status">
                {`✓ ${ctx.t('position.applied')}`}
              </span>
              <Button type="primary" size="large" href={ctx.href(applied.progressTo)} onClick={go(applied.progressTo)}>
                {ctx.t('position.appliedProgress')}
              </Button>
            </>
          ) : closed ? null : applied.checking ? (
            // keyed: the apply button is drawn afresh, not left with the loading icon's exit motion
            <Button key="checking" type="primary" size="large" loading>
              {ctx.t('position.apply')}
            </Button>
          ) : (
            <Button key="apply" type="primary" size="large" href={ctx.href(applyTo)} onClick={go(applyTo)}>
              {ctx.t('position.apply')}
            </Button>
          )}
        </div>
      </header>
      <div className="pc-detail__body">
        <div className="pc-detail__main pc-card">
          {[
            ['position.description', p.description],
            ['position.requirement', p.requirement],
          ].map(([label, text]) =>
            text ? (
              <section key={label} className="pc-detail__section">
                <h3 className="pc-detail__section-title">{ctx.t(label)}</h3>
                <p className="pc-detail__text">{text}</p>
              </section>
            ) : null,
          )}
        </div>
        {p.unit && <UnitCard ctx={ctx} unit={p.unit} path={unitPath} />}
      </div>
    </article>
  );
}
