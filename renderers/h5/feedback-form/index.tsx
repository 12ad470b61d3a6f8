import { Result } from 'antd-mobile';
import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { itemsOf } from '@/renderers/common/paged';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import { FeedbackFields } from './feedback-fields';
import './feedback-form.css';
import '@/renderers/h5/shared/surface.css';
import { subjectOf } from '@/renderers/common/delivery-list/subject';
import { applicationsPath } from '@/renderers/common/account-paths';

/**
 * userfeedback?deliveryId=: the interview rating form. Data (delivery.search) names the position and tells
 * whether feedback is open; the server has the last word on save.
 */
export default function FeedbackForm({ props, data, loading, error, reload, ctx }: BlockProps<Paged<Delivery>, PropsFor<'feedback-form'>>) {
  const listPath = useDefaultPath(ctx, props.listPath, applicationsPath(ctx, 'h5'));
  const deliveryId = Number(ctx.query.get('deliveryId')) || 0;
  const toList = (
    <AppLink ctx={ctx} to={listPath} className="h5-feedback-card__link">
      {ctx.t('following.feedback.toList')}
    </AppLink>
  );
  if (!deliveryId) return <Result status="info" title={ctx.t('following.feedback.noDelivery')} description={toList} />;
  const delivery = itemsOf(data).find((d) => d.id === deliveryId);
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={data === undefined}>
      {delivery && !delivery.feedbackOpen ? (
        <Result status="info" title={ctx.t('following.feedback.closed')} description={toList} />
      ) : (
        <section className="h5-card h5-feedback-card" aria-label={ctx.t('following.feedback.title')}>
          {delivery && <p className="h5-feedback-card__for">{ctx.t('following.feedback.for', { title: `${subjectOf(delivery, ctx.timeZone).title} · ${subjectOf(delivery, ctx.timeZone).owner}` })}</p>}
          <FeedbackFields ctx={ctx} deliveryId={deliveryId} />
        </section>
      )}
    </BlockState>
  );
}
