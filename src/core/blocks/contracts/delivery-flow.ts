import { defineBlock } from '../define-block';
import { boolean } from '../prop-spec';

export const deliveryFlowBlock = defineBlock({
  type: 'delivery-flow',
  summary: 'recruitmentflow: with ?deliveryId= that application opened (delivery.open): status, dated timeline of statuses oldest first (YYYY-MM-DD HH:mm, with comments), its notifications with interview times to confirm, withdraw and the background-check question, and the interview feedback form while it is open; without ?deliveryId=, the applications to pick from. Data: delivery.search (the list to pick from) with page, pageSize.',
  propsNote: 'Props of delivery-flow.',
  data: { endpoints: ['delivery.search'], required: true, note: 'tag "1": the list to pick from' },
  props: {
    feedback: boolean('Offer the interview feedback form on the opened application while its feedback is open. Default true.', { default: true }),
  },
  draws: '?deliveryId=: the application opened (delivery.open): status, dated timeline oldest first (YYYY-MM-DD HH:mm, comments), notifications (with interview times), withdraw, background check, the feedback form while open (#feedback); without it: the applications to pick from',
});
