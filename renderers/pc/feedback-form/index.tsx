import { Result } from 'antd';
import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { applicationsPath } from '@/renderers/common/account-paths';
import { blockState } from '@/renderers/pc/shared/block-state';
import { FeedbackFields } from './feedback-fields';
import { subjectOf } from '@/renderers/common/delivery-list/subject';

/**
 * userfeedback?deliveryId=: the interview rating form. Data (delivery.search) names the position and tells
 * whether feedback is open; the server has the last word on save.
 */
export default function FeedbackForm(props: BlockProps<Paged<Delivery>, PropsFor<'feedback-form'>>) {
  const { ctx } = props;
  const deliveryId = Number(ctx.query.get('deliveryId')) || 0;
  const listPath = props.props.listPath ?? applicationsPath(ctx, 'pc');
  const toList = (
    <AppLink ctx={ctx} to={listPath} className="pc-feedback-card__link">
      {ctx.t('following.feedback.toList')}
    </AppLink>
  );
  if (!deliveryId) return <Result status="info" title={ctx.t('following.feedback.noDelivery')} extra={toList} />;
  const state = blockState(props, { empty: false, rows: 4 });
  if (state) return state;
  const delivery = props.data?.list.find((d) => d.id === deliveryId);
  if (delivery && !delivery.feedbackOpen) return <Result status="info" title={ctx.t('following.feedback.closed')} extra={toList} />;

  // the page title already says 面试评价: the card names the interview instead
  return (
    <section className="pc-feedback-card" aria-label={ctx.t('following.feedback.title')}>
      {delivery && <p className="pc-feedback-card__for">{ctx.t('following.feedback.for', { title: `${subjectOf(delivery, ctx.timeZone).title} · ${subjectOf(delivery, ctx.timeZone).owner}` })}</p>}
      <FeedbackFields ctx={ctx} deliveryId={deliveryId} />
    </section>
  );
}
