import { defineBlock } from '../define-block';
import { link } from '../prop-spec';

export const reviewDetailBlock = defineBlock({
  type: 'review-detail',
  summary: 'One application or sign-up to the reviewer\'s units: what it is for, its status, the candidate (name, mobile, email), the history oldest first with comments, and the candidate\'s resume read-only in the template the application was made with (the resume-view renderer, photo fetched with the reviewer\'s token). pc adds the decision: start the review (submitted, processing, applying -> reviewing), then pass or fail with a comment (a failure needs one, at most 500 characters); the status and history update at once. h5 is read-only. Data: review.view with deliveryId.',
  propsAbout: 'One application under review. Data: review.view with deliveryId. Props of a review detail.',
  data: { endpoints: ['review.view'], required: true, note: 'deliveryId' },
  props: {
    listPath: link('pc: where the link back to the list leads. Default: the first link of the site file\'s reviewerAccountMenu for pc (review in the demo sites), else the home.'),
  },
  links: [{ path: 'listPath', terminal: 'pc' }],
  draws: 'one application: what for, status, candidate, history with comments, the resume read-only (the resume-view renderer, same template, the photo fetched with the token); pc: start the review, then pass or fail with a comment (required to fail, at most 500); the status and history update at once. h5: read-only',
});
