import { defineBlock } from '../define-block';
import { link } from '../prop-spec';

export const feedbackFormBlock = defineBlock({
  type: 'feedback-form',
  summary: 'userfeedback?deliveryId=: the interview rating form: a rating 1 to 5 (a radio group, each with its word) and a comment; feedback.save; then a thank-you, or the server\'s refusal in place of the form. Says so up front when the application\'s feedback is not open. Data: delivery.search (to name the position and know whether feedback is open) with page, pageSize.',
  propsNote: 'Props of feedback-form.',
  data: {
    endpoints: ['delivery.search'],
    required: true,
    note: 'names the position, tells whether feedback is open',
  },
  props: {
    listPath: link('Where the link to the applications leads when ?deliveryId= is missing or feedback is not open. Default: the site file\'s accountMenu entry of kind "unread" for the terminal (usercenter in the demo sites), else the home.'),
  },
  links: [{ path: 'listPath' }],
  draws: 'userfeedback?deliveryId=: rating 1-5 (radio group with words) and comment; feedback.save; thank-you, or the server\'s refusal in place of the form',
});
