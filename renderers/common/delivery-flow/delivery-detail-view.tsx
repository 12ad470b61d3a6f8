import type { ComponentType, ReactNode } from 'react';
import type { DeliveryStatus } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import type { KitServices } from '@/renderers/common/kit-services';
import type { BcConsentProps } from '@/renderers/common/delivery-list/bc-answered';
import { deliveryFacts, subjectOf } from '@/renderers/common/delivery-list/subject';
import { SubjectCard, type SubjectCardClasses } from '@/renderers/common/subject-card';
import { TitledSection } from '@/renderers/common/titled-section';
import type { FeedbackFieldsProps } from '@/renderers/common/use-feedback';
import { DeliveryTimeline } from './delivery-timeline';
import { useDeliveryDetail } from './use-delivery-detail';

/** What a terminal draws its own way in an opened application; what shows, in which order and when, is the view's. */
export interface DeliveryDetailKit {
  prefix: 'pc' | 'h5';
  services: KitServices;
  classes: { root: string; card: string; section: string; summary: SubjectCardClasses };
  /** the stem of the headings' ids (`${ids}-title`, `-timeline`, `-notes`, `-feedback`) */
  ids: string;
  Back: ComponentType<{ label: string; onClick: () => void }>;
  /** while the application loads; error: it could not (the API client has said why) */
  Loading: ComponentType<{ error: unknown }>;
  /** the facts line's tags and class (a list on pc, a row of spans on h5) */
  facts: { list: 'ul' | 'div'; item: 'li' | 'span'; className: string };
  StatusTag: ComponentType<{ ctx: BlockContext; status: DeliveryStatus }>;
  BcConsent: ComponentType<BcConsentProps>;
  Withdraw: ComponentType<{ label: string; onClick: () => void }>;
  /** around the timeline and notification cards (pc sets them side by side) */
  Columns: ComponentType<{ children: ReactNode }>;
  Notifications: ComponentType<{ ctx: BlockContext; deliveryId: number }>;
  Feedback: ComponentType<FeedbackFieldsProps>;
}

export interface DeliveryDetailProps {
  ctx: BlockContext;
  deliveryId: number;
  /** offer the interview feedback form here while it is open */
  feedback: boolean;
  reloadList: () => void;
}

/** One application opened: what it is, where it stands, its dated timeline, its notifications. */
export function DeliveryDetailView({ kit, ctx, deliveryId, feedback, reloadList }: DeliveryDetailProps & { kit: DeliveryDetailKit }) {
  const { delivery: d, error, back, actions } = useDeliveryDetail(ctx, kit.services, deliveryId, reloadList);
  const { classes, ids, Back, Loading, StatusTag, BcConsent, Withdraw, Columns, Notifications, Feedback } = kit;
  const backButton = <Back label={ctx.t('following.flow.back')} onClick={back} />;
  if (!d) {
    return (
      <div className={classes.root}>
        {backButton}
        <Loading error={error} />
      </div>
    );
  }
  const section = { className: classes.card, headingClass: classes.section };
  const { list: Facts, item: Fact, className: factsClass } = kit.facts;
  return (
    <div className={classes.root}>
      {backButton}
      <SubjectCard classes={classes.summary} labelId={`${ids}-title`} title={subjectOf(d, ctx.timeZone).title} tag={<StatusTag ctx={ctx} status={d.status} />}>
        <Facts className={factsClass}>
          {deliveryFacts(d, ctx.t, ctx.timeZone).map((fact, i) => (
            <Fact key={i}>{fact}</Fact>
          ))}
        </Facts>
        <BcConsent ctx={ctx} delivery={d} onAnswer={(agree) => actions.answerBc(d, agree)} />
        {d.withdrawable && <Withdraw label={ctx.t('following.withdraw')} onClick={() => actions.withdraw(d)} />}
      </SubjectCard>
      <Columns>
        <TitledSection {...section} headingId={`${ids}-timeline`} title={ctx.t('following.flow.timeline')}>
          <DeliveryTimeline ctx={ctx} history={d.history} prefix={kit.prefix} />
        </TitledSection>
        <TitledSection {...section} headingId={`${ids}-notes`} title={ctx.t('following.flow.notifications')}>
          <Notifications ctx={ctx} deliveryId={d.id} />
        </TitledSection>
      </Columns>
      {feedback && d.feedbackOpen && (
        <TitledSection {...section} id="feedback" headingId={`${ids}-feedback`} title={ctx.t('following.flow.feedbackTitle')}>
          <Feedback ctx={ctx} deliveryId={d.id} onSaved={reloadList} />
        </TitledSection>
      )}
    </div>
  );
}
