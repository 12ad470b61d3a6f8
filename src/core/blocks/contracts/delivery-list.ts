import { defineBlock } from '../define-block';
import { boolean, link, someOf } from '../prop-spec';
import { pageSize } from '../list-props';

export const deliveryListBlock = defineBlock({
  type: 'delivery-list',
  summary: 'The application assistant (usercenter): the candidate\'s applications with position, unit, status label (the spec\'s Chinese status labels, one colour per status), submitted date and unread count; a status filter writing ?status=; withdraw (delivery.delete, after a confirm, only while withdrawable); the background-check question (delivery.agreeBc / delivery.disagreeBc, each after a confirm) while it is pending; links to the progress and, while feedback is open, to the interview feedback. Data: delivery.search with tag ("1": applications only; sign-ups, tag "2", are named by their activity), status, page, pageSize.',
  propsNote: 'Props of delivery-list.',
  data: { endpoints: ['delivery.search'], required: true, note: 'tag "1", status, page, pageSize' },
  props: {
    pageSize: pageSize(),
    pager: boolean('Show the pager (pc: page numbers writing ?page=; h5: previous/next writing ?page=). Default true.', { default: true }),
    filter: boolean('Show the status filter above the list. Default true.', { default: true }),
    statuses: someOf('The statuses the filter offers, in order, after 全部 (all). Default every status but draft (drafts are not listed).', ['submitted', 'processing', 'applying', 'reviewing', 'passed', 'failed', 'ended', 'deadline']),
    flowPath: link('Where an application leads (its progress); {id} is the application id. Default "recruitmentflow?deliveryId={id}" (h5 adds "layout/" on pages under layout/).'),
    feedbackPath: link('Where the interview feedback link leads while feedback is open; {id} is the application id. Default "recruitmentflow?deliveryId={id}#feedback" (the progress page offers the form; every variant has it, userfeedback only the default template). h5 adds "layout/" on pages under layout/.'),
  },
  links: [{ path: 'flowPath' }, { path: 'feedbackPath' }],
  draws: 'the application assistant: position, unit, status label (one colour per status), submitted date, unread count; status filter writing ?status=; withdraw (delivery.delete, confirm, only while withdrawable; the row leaves); background-check agree/disagree (confirm) while pending; progress link; feedback link while feedbackOpen',
});
