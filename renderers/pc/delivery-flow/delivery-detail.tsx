import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { useLocation } from 'react-router-dom';
import { useEndpoint } from '@/src/api/use-endpoint';
import type { Delivery } from '@/src/core/application-api';
import { formatDate } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { BcConsent } from '@/renderers/pc/delivery-list/bc-consent';
import { DeliveryStatusTag } from '@/renderers/pc/delivery-list/delivery-status-tag';
import { useDeliveryActions } from '@/renderers/common/delivery-list/use-delivery-actions';
import { pcServices } from '@/renderers/pc/kit-services';
import { FeedbackFields } from '@/renderers/pc/feedback-form/feedback-fields';
import { DeliveryNotifications } from '@/renderers/pc/notification-list/delivery-notifications';
import { DeliveryTimeline } from './delivery-timeline';
import { subjectOf } from '@/renderers/common/delivery-list/subject';

interface DetailProps {
  ctx: BlockContext;
  deliveryId: number;
  /** offer the interview feedback form here while it is open */
  feedback: boolean;
  reloadList: () => void;
}

/** One application opened: what it is, where it stands, its dated timeline, its notifications. */
export function DeliveryDetail({ ctx, deliveryId, feedback, reloadList }: DetailProps) {
  const { hash } = useLocation();
  const left = useRef(false);
  const { data: d, error, mutate } = useEndpoint<Delivery>('delivery.open', { deliveryId });
  const back = () => ctx.setQuery({ deliveryId: undefined });
  const actions = useDeliveryActions(ctx, pcServices, {
    change: (_id, next) => {
      if (next) return void mutate(next, { revalidate: false });
      left.current = true;
      back();
    },
    reload: () => {
      reloadList();
      if (!left.current) void mutate();
    },
  });

  useEffect(() => {
    if (d && hash === '#feedback') document.getElementById('feedback')?.scrollIntoView?.({ block: 'start' });
  }, [d, hash]);

  const backButton = (
    <Button type="link" className="pc-flow__back" onClick={back}>
      {`← ${ctx.t('following.flow.back')}`}
    </Button>
  );
  if (!d) {
    return (
      <div className="pc-flow">
        {backButton}
        {!error && <div className="pc-state pc-state--loading" aria-busy="true" />}
      </div>
    );
  }

  const s = subjectOf(d, ctx.timeZone);
  return (
    <div className="pc-flow">
      {backButton}
      <section className="pc-flow__card pc-flow__summary" aria-labelledby="flow-title">
        <div className="pc-flow__head">
          <h2 className="pc-flow__title" id="flow-title">
            {s.title}
          </h2>
          <DeliveryStatusTag ctx={ctx} status={d.status} />
        </div>
        <ul className="pc-meta">
          <li>{s.owner}</li>
          {s.where && <li>{s.where}</li>}
          <li>{`${ctx.t('following.submittedAt')} ${formatDate(d.submittedAt, ctx.timeZone)}`}</li>
        </ul>
        <BcConsent ctx={ctx} delivery={d} onAnswer={(agree) => actions.answerBc(d, agree)} />
        {d.withdrawable && (
          <Button danger className="pc-flow__withdraw" onClick={() => actions.withdraw(d)}>
            {ctx.t('following.withdraw')}
          </Button>
        )}
      </section>
      <div className="pc-flow__columns">
        <section className="pc-flow__card" aria-labelledby="flow-timeline">
          <h2 className="pc-flow__section" id="flow-timeline">
            {ctx.t('following.flow.timeline')}
          </h2>
          <DeliveryTimeline ctx={ctx} history={d.history} />
        </section>
        <section className="pc-flow__card" aria-labelledby="flow-notes">
          <h2 className="pc-flow__section" id="flow-notes">
            {ctx.t('following.flow.notifications')}
          </h2>
          <DeliveryNotifications ctx={ctx} deliveryId={d.id} />
        </section>
      </div>
      {feedback && d.feedbackOpen && (
        <section className="pc-flow__card" id="feedback" aria-labelledby="flow-feedback">
          <h2 className="pc-flow__section" id="flow-feedback">
            {ctx.t('following.flow.feedbackTitle')}
          </h2>
          <FeedbackFields ctx={ctx} deliveryId={d.id} onSaved={reloadList} />
        </section>
      )}
    </div>
  );
}
