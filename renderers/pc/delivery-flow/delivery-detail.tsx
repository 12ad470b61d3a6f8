import { Button } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import { BcConsent } from '@/renderers/pc/delivery-list/bc-consent';
import { DeliveryStatusTag } from '@/renderers/pc/delivery-list/delivery-status-tag';
import { useDeliveryDetail } from '@/renderers/common/delivery-flow/use-delivery-detail';
import { TitledSection } from '@/renderers/common/titled-section';
import { pcServices } from '@/renderers/pc/kit-services';
import { FeedbackFields } from '@/renderers/pc/feedback-form/feedback-fields';
import { DeliveryNotifications } from '@/renderers/pc/notification-list/delivery-notifications';
import { DeliveryTimeline } from '@/renderers/common/delivery-flow/delivery-timeline';
import { deliveryFacts, subjectOf } from '@/renderers/common/delivery-list/subject';
import { SubjectCard, type SubjectCardClasses } from '@/renderers/common/subject-card';

const SUMMARY: SubjectCardClasses = { section: 'pc-flow__card pc-flow__summary', head: 'pc-flow__head', title: 'pc-flow__title' };

interface DetailProps {
  ctx: BlockContext;
  deliveryId: number;
  /** offer the interview feedback form here while it is open */
  feedback: boolean;
  reloadList: () => void;
}

/** One application opened: what it is, where it stands, its dated timeline, its notifications. */
export function DeliveryDetail({ ctx, deliveryId, feedback, reloadList }: DetailProps) {
  const { delivery: d, error, back, actions } = useDeliveryDetail(ctx, pcServices, deliveryId, reloadList);

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

  return (
    <div className="pc-flow">
      {backButton}
      <SubjectCard classes={SUMMARY} labelId="flow-title" title={subjectOf(d, ctx.timeZone).title} tag={<DeliveryStatusTag ctx={ctx} status={d.status} />}>
        <ul className="pc-meta">
          {deliveryFacts(d, ctx.t, ctx.timeZone).map((fact, i) => (
            <li key={i}>{fact}</li>
          ))}
        </ul>
        <BcConsent ctx={ctx} delivery={d} onAnswer={(agree) => actions.answerBc(d, agree)} />
        {d.withdrawable && (
          <Button danger className="pc-flow__withdraw" onClick={() => actions.withdraw(d)}>
            {ctx.t('following.withdraw')}
          </Button>
        )}
      </SubjectCard>
      <div className="pc-flow__columns">
        <TitledSection className="pc-flow__card" headingClass="pc-flow__section" headingId="flow-timeline" title={ctx.t('following.flow.timeline')}>
          <DeliveryTimeline ctx={ctx} history={d.history} prefix="pc" />
        </TitledSection>
        <TitledSection className="pc-flow__card" headingClass="pc-flow__section" headingId="flow-notes" title={ctx.t('following.flow.notifications')}>
          <DeliveryNotifications ctx={ctx} deliveryId={d.id} />
        </TitledSection>
      </div>
      {feedback && d.feedbackOpen && (
        <TitledSection className="pc-flow__card" id="feedback" headingClass="pc-flow__section" headingId="flow-feedback" title={ctx.t('following.flow.feedbackTitle')}>
          <FeedbackFields ctx={ctx} deliveryId={d.id} onSaved={reloadList} />
        </TitledSection>
      )}
    </div>
  );
}
