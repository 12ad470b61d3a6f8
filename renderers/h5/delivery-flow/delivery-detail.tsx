import { Fragment } from 'react';
import { Button } from 'antd-mobile';
import { BcConsent } from '@/renderers/h5/delivery-list/bc-consent';
import { DeliveryStatusTag } from '@/renderers/h5/delivery-list/delivery-status-tag';
import { DeliveryDetailView, type DeliveryDetailKit, type DeliveryDetailProps } from '@/renderers/common/delivery-flow/delivery-detail-view';
import { h5Services } from '@/renderers/h5/kit-services';
import { FeedbackFields } from '@/renderers/h5/feedback-form/feedback-fields';
import { DeliveryNotifications } from '@/renderers/h5/notification-list/delivery-notifications';
import '@/renderers/h5/delivery-list/delivery-list.css';

const H5_DETAIL: DeliveryDetailKit = {
  prefix: 'h5',
  services: h5Services,
  classes: { root: 'h5-flow', card: 'h5-card', section: 'h5-flow__section', summary: { section: 'h5-card h5-flow__summary', head: 'h5-delivery__head', title: 'h5-flow__title' } },
  ids: 'h5-flow',
  Back: ({ label, onClick }) => (
    <button type="button" className="h5-flow__back" onClick={onClick}>
      {`‹ ${label}`}
    </button>
  ),
  Loading: () => <div className="h5-flow__loading" aria-busy="true" />,
  facts: { list: 'div', item: 'span', className: 'h5-card__meta' },
  StatusTag: DeliveryStatusTag,
  BcConsent,
  Withdraw: ({ label, onClick }) => (
    <div className="h5-delivery__actions">
      <Button className="h5-delivery__withdraw" size="small" color="danger" fill="outline" shape="rounded" onClick={onClick}>
        {label}
      </Button>
    </div>
  ),
  // one column on a phone
  Columns: Fragment,
  Notifications: DeliveryNotifications,
  Feedback: FeedbackFields,
};

/** One application opened, drawn with antd-mobile. */
export function DeliveryDetail(props: DeliveryDetailProps) {
  return <DeliveryDetailView kit={H5_DETAIL} {...props} />;
}
