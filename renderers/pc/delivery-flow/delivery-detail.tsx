import { Button } from 'antd';
import { BcConsent } from '@/renderers/pc/delivery-list/bc-consent';
import { DeliveryStatusTag } from '@/renderers/pc/delivery-list/delivery-status-tag';
import { DeliveryDetailView, type DeliveryDetailKit, type DeliveryDetailProps } from '@/renderers/common/delivery-flow/delivery-detail-view';
import { pcServices } from '@/renderers/pc/kit-services';
import { FeedbackFields } from '@/renderers/pc/feedback-form/feedback-fields';
import { DeliveryNotifications } from '@/renderers/pc/notification-list/delivery-notifications';

const PC_DETAIL: DeliveryDetailKit = {
  prefix: 'pc',
  services: pcServices,
  classes: { root: 'pc-flow', card: 'pc-flow__card', section: 'pc-flow__section', summary: { section: 'pc-flow__card pc-flow__summary', head: 'pc-flow__head', title: 'pc-flow__title' } },
  ids: 'flow',
  Back: ({ label, onClick }) => (
    <Button type="link" className="pc-flow__back" onClick={onClick}>
      {`← ${label}`}
    </Button>
  ),
  // a failed load has been shown by the API client: the way back stays alone
  Loading: ({ error }) => (error ? null : <div className="pc-state pc-state--loading" aria-busy="true" />),
  facts: { list: 'ul', item: 'li', className: 'pc-meta' },
  StatusTag: DeliveryStatusTag,
  BcConsent,
  Withdraw: ({ label, onClick }) => (
    <Button danger className="pc-flow__withdraw" onClick={onClick}>
      {label}
    </Button>
  ),
  Columns: ({ children }) => <div className="pc-flow__columns">{children}</div>,
  Notifications: DeliveryNotifications,
  Feedback: FeedbackFields,
};

/** One application opened, drawn with antd. */
export function DeliveryDetail(props: DeliveryDetailProps) {
  return <DeliveryDetailView kit={PC_DETAIL} {...props} />;
}
