// activity-detail on h5 (layout/applyActivity/{id}/applyActivity, campus/fair/{id}, social/fair/{id}; data
// activity.view): the activity or fair as cards, its units, and a sign-up bar at the bottom while sign-up is
// open; otherwise the state (deadline, full, ended) in the bar, without a button.
import { useMemo } from 'react';
import { Button, ProgressBar, Tag } from 'antd-mobile';
import type { Activity } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import {
  DEFAULT_SIGN_UP_PATH,
  DEFAULT_UNIT_PATH,
  activityFacts,
  kindName,
  signUpLabel,
  signUpTarget,
  takenPercent,
  textProp,
} from '@/renderers/common/activity-sign-up';
import { AppLink } from '@/renderers/common/app-link';
import { FactList } from '@/renderers/common/fact-list';
import { fillPath } from '@/renderers/common/fill-path';
import { sanitizeHtml } from '@/renderers/common/sanitize-html';
import { TitledSection } from '@/renderers/common/titled-section';
import { useVariantRoutes } from '@/renderers/common/variant-routes';
import { BlockState } from '@/renderers/h5/shared/block-state';
import '@/renderers/h5/shared/surface.css';
import './activity-detail.css';
import { DetailHead } from '@/renderers/common/detail-head';
import { UnitLogo } from '@/renderers/common/unit-logo';

function Hero({ ctx, activity: a }: { ctx: BlockProps['ctx']; activity: Activity }) {
  const capacity = ctx.t('signup.capacity', { signedUp: a.signedUp, capacity: a.capacity });
  return (
    <header className="h5-card h5-activity-detail__hero">
      <Tag color="primary" fill="outline">
        {kindName(ctx, a.kind)}
      </Tag>
      <h2 className="h5-activity-detail__title">{a.title}</h2>
      {a.summary && <p className="h5-activity-detail__summary">{a.summary}</p>}
      <FactList ctx={ctx} facts={activityFacts(ctx, a)} className="h5-activity-detail__facts" itemClass="h5-activity-detail__fact" label={ctx.t('signup.facts')} />
      {a.capacity > 0 && (
        <div className="h5-activity-detail__capacity">
          <span>{capacity}</span>
          <ProgressBar percent={takenPercent(a)} aria-hidden />
        </div>
      )}
    </header>
  );
}

export default function ActivityDetail({ props, data: a, loading, error, reload, ctx }: BlockProps<Activity, PropsFor<'activity-detail'>>) {
  const routes = useVariantRoutes(ctx);
  const body = useMemo(() => sanitizeHtml(a?.body ?? ''), [a?.body]);
  const unitPath = routes.path(textProp(props.unitPath, DEFAULT_UNIT_PATH));
  const signUpTo = a ? signUpTarget(a, textProp(props.signUpPath, DEFAULT_SIGN_UP_PATH), routes) : null;
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!a} rows={6}>
      {a && (
        <article className="h5-activity-detail">
          <DetailHead ctx={ctx} detail={{ of: 'activities', id: a.id, kind: a.kind, title: a.title, text: a.summary }} />
          <Hero ctx={ctx} activity={a} />
          {body && (
            <TitledSection className="h5-card" headingClass="h5-activity-detail__heading" headingId="h5-activity-body" level={3} title={ctx.t('signup.body')}>
              <div className="h5-activity-detail__html" dangerouslySetInnerHTML={{ __html: body }} />
            </TitledSection>
          )}
          {a.units && a.units.length > 0 && (
            <section className="h5-card" aria-labelledby="h5-activity-units">
              <h3 className="h5-activity-detail__heading" id="h5-activity-units">
                {ctx.t(a.kind === 'activity' ? 'signup.hosts' : 'signup.units', { count: a.units.length })}
              </h3>
              <ul className="h5-activity-detail__units">
                {a.units.map((unit) => (
                  <li key={unit.id}>
                    <AppLink ctx={ctx} to={fillPath(unitPath, unit)} className="h5-activity-detail__unit">
                      <UnitLogo className="h5-logo" text={unit.logoText} />
                      <span className="h5-activity-detail__unit-body">
                        <span className="h5-activity-detail__unit-name">{unit.name}</span>
                        <span className="h5-activity-detail__unit-meta">{ctx.t('signup.openPositions', { count: unit.positionCount })}</span>
                      </span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="h5-activity-detail__bar">
            {signUpTo ? (
              <Button block shape="rounded" size="large" color="primary" onClick={() => ctx.navigate(signUpTo)}>
                {ctx.t('signup.action')}
              </Button>
            ) : (
              <p className="h5-activity-detail__state" role="status">
                {signUpLabel(ctx, a)}
              </p>
            )}
          </div>
        </article>
      )}
    </BlockState>
  );
}
