// activity-detail (applyActivity/{id}/applyActivity, the job fair pages; data activity.view): an activity or a
// job fair with its facts, places taken, its body (sanitised), the units taking part, and a sign-up button
// while sign-up is open; otherwise the state (deadline, full, ended) in its place.
import { useMemo, type MouseEvent } from 'react';
import { Button, Progress, Tag } from 'antd';
import type { Activity } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import {
  DEFAULT_SIGN_UP_PATH,
  DEFAULT_UNIT_PATH,
  activityFacts,
  kindName,
  signUpLabel,
  signUpState,
  signUpTarget,
  takenPercent,
  textProp,
} from '@/renderers/common/activity-sign-up';
import { FactList } from '@/renderers/common/fact-list';
import { sanitizeHtml } from '@/renderers/common/sanitize-html';
import { TitledSection } from '@/renderers/common/titled-section';
import { useVariantRoutes } from '@/renderers/common/variant-routes';
import { blockState } from '@/renderers/pc/shared/block-state';
import { FairUnits } from './fair-units';
import '@/renderers/pc/shared/shared.css';
import './activity-detail.css';
import { DetailHead } from '@/renderers/common/detail-head';

export default function ActivityDetail(props: BlockProps<Activity, PropsFor<'activity-detail'>>) {
  const { ctx, data: a } = props;
  const routes = useVariantRoutes(ctx);
  const body = useMemo(() => sanitizeHtml(a?.body ?? ''), [a?.body]);
  const state = blockState(props, { empty: !a, rows: 8 });
  if (state || !a) return state;

  const signUpTo = signUpTarget(a, textProp(props.props.signUpPath, DEFAULT_SIGN_UP_PATH), routes);
  const unitPath = routes.path(textProp(props.props.unitPath, DEFAULT_UNIT_PATH));
  const open = signUpState(a) === 'open';
  const capacity = ctx.t('signup.capacity', { signedUp: a.signedUp, capacity: a.capacity });
  const go = (e: MouseEvent<HTMLElement>) => {
    if (!signUpTo || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    ctx.navigate(signUpTo);
  };

  return (
    <article className="pc-activity-detail">
      <DetailHead ctx={ctx} detail={{ of: 'activities', id: a.id, kind: a.kind, title: a.title, text: a.summary }} />
      <header className="pc-activity-detail__head pc-card">
        <div className="pc-activity-detail__title-row">
          <Tag bordered={false} className="pc-activity-detail__kind">
            {kindName(ctx, a.kind)}
          </Tag>
          <h2 className="pc-activity-detail__title">{a.title}</h2>
        </div>
        {a.summary && <p className="pc-activity-detail__summary">{a.summary}</p>}
        <FactList ctx={ctx} facts={activityFacts(ctx, a)} className="pc-activity-detail__facts" itemClass="pc-activity-detail__fact" label={ctx.t('signup.facts')} />
        <div className="pc-activity-detail__foot">
          {a.capacity > 0 && (
            <div className="pc-activity-detail__capacity">
              <span>{capacity}</span>
              <Progress percent={takenPercent(a)} showInfo={false} strokeColor="var(--portal-primary)" size="small" aria-label={capacity} />
            </div>
          )}
          {signUpTo ? (
            <Button type="primary" size="large" href={ctx.href(signUpTo)} onClick={go} className="pc-activity-detail__sign-up">
              {ctx.t('signup.action')}
            </Button>
          ) : (
            <span className={`pc-activity-detail__state pc-activity-detail__state--${open ? 'open' : 'closed'}`} role="status">
              {signUpLabel(ctx, a)}
            </span>
          )}
        </div>
      </header>
      {body && (
        <TitledSection className="pc-activity-detail__body pc-card" headingClass="pc-activity-detail__section-title" headingId="pc-activity-body" level={3} title={ctx.t('signup.body')}>
          <div className="pc-activity-detail__html" dangerouslySetInnerHTML={{ __html: body }} />
        </TitledSection>
      )}
      {a.units && a.units.length > 0 && <FairUnits ctx={ctx} units={a.units} path={unitPath} host={a.kind === 'activity'} />}
    </article>
  );
}
