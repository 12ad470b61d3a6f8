import { Button } from 'antd-mobile';
import type { BlockContext } from '@/src/runtime/block-props';
import { BcConsent } from '@/renderers/h5/delivery-list/bc-consent';
import { DeliveryStatusTag } from '@/renderers/h5/delivery-list/delivery-status-tag';
import { useDeliveryDetail } from '@/renderers/common/delivery-flow/use-delivery-detail';
import { TitledSection } from '@/renderers/common/titled-section';
import { h5Services } from '@/renderers/h5/kit-services';
import { FeedbackFields } from '@/renderers/h5/feedback-form/feedback-fields';
import { DeliveryNotifications } from '@/renderers/h5/notification-list/delivery-notifications';
import { DeliveryTimeline } from '@/renderers/common/delivery-flow/delivery-timeline';
import '@/renderers/h5/delivery-list/delivery-list.css';
import { deliveryFacts, subjectOf } from '@/renderers/common/delivery-list/subject';
import { SubjectCard, type SubjectCardClasses } from '@/renderers/common/subject-card';

const SUMMARY: SubjectCardClasses = { section: 'h5-card h5-flow__summary', head: 'h5-delivery__head', title: 'h5-flow__title' };

interface DetailProps {
  ctx: BlockContext;
  deliveryId: number;
  feedback: boolean;
  reloadList: () => void;
}

/** One application opened: what it is, where it stands, its dated timeline, its notifications. */
export function DeliveryDetail({ ctx, deliveryId, feedback, reloadList }: DetailProps) {
  const { delivery: d, back, actions } = useDeliveryDetail(ctx, h5Services, deliveryId, reloadList);

  const backButton = (
    <button type="button" className="h5-flow__back" onClick={back}>
      {`‹ ${ctx.t('following.flow.back')}`}
    </button>
  );
  if (!d) {
    return (
      <div className="h5-flow">
        {backButton}
        <div className="h5-flow__loading" aria-busy="true" />
      </div>
    );
  }

  return (
    <div className="h5-flow">
      {backButton}
      <SubjectCard classes={SUMMARY} labelId="h5-flow-title" title={subjectOf(d, ctx.timeZone).title} tag={<DeliveryStatusTag ctx={ctx} status={d.status} />}>
        <div className="h5-card__meta">
          {deliveryFacts(d, ctx.t, ctx.timeZone).map((fact, i) => (
            <span key={i}>{fact}</span>
          ))}
        </div>
        <BcConsent ctx={ctx} delivery={d} onAnswer={(agree) => void actions.answerBc(d, agree)} />
        {d.withdrawable && (
          <div className="h5-delivery__actions">
            <Button className="h5-delivery__withdraw" size="small" color="danger" fill="outline" shape="rounded" onClick={() => void actions.withdraw(d)}>
              {ctx.t('following.withdraw')}
            </Button>
          </div>
        )}
      </SubjectCard>
      <TitledSection className="h5-card" headingClass="h5-flow__section" headingId="h5-flow-timeline" title={ctx.t('following.flow.timeline')}>
        <DeliveryTimeline ctx={ctx} history={d.history} prefix="h5" />
      </TitledSection>
      <TitledSection className="h5-card" headingClass="h5-flow__section" headingId="h5-flow-notes" title={ctx.t('following.flow.notifications')}>
        <DeliveryNotifications ctx={ctx} deliveryId={d.id} />
      </TitledSection>
      {feedback && d.feedbackOpen && (
        <TitledSection className="h5-card" id="feedback" headingClass="h5-flow__section" headingId="h5-flow-feedback" title={ctx.t('following.flow.feedbackTitle')}>
          <FeedbackFields ctx={ctx} deliveryId={d.id} onSaved={reloadList} />
        </TitledSection>
      )}
    </div>
  );
}
