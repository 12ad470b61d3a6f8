import { defineBlock } from '../define-block';
import { link } from '../prop-spec';

export const activityDetailBlock = defineBlock({
  type: 'activity-detail',
  summary: 'One activity or job fair: kind, title, time, place, sign-up deadline, places taken of the capacity, its body (sanitised HTML), the units taking part with their open positions, and a sign-up button while sign-up is open (signUp.state open); deadline, full or ended show that state instead, without a button. Data: activity.view with id.',
  propsAbout: 'One activity or job fair with its sign-up button. Data: activity.view with id. Props of an activity detail.',
  data: { endpoints: ['activity.view', 'publish.previewActivity'], required: true, note: 'id' },
  props: {
    signUpPath: link('Where the sign-up button leads; {id} is the activity id and {kind} its kind (activity, campusFair, socialFair). Default "activityresumeedit/{id}/{kind}/applyActivity" (h5 adds "layout/" on pages under layout/). The button is drawn only where the variant has that route, so a fair page shown on a variant without sign-up draws the state alone.'),
    unitPath: link('Where a unit of the fair leads; {id} is the unit id. Default "recruitment/all/{id}" (h5 adds "layout/" on pages under layout/; fair pages outside layout/ set "layout/recruitment/all/{id}").'),
  },
  links: [{ path: 'signUpPath', variant: true, optional: true }, { path: 'unitPath', variant: true }],
  draws: 'kind, title, time, place, sign-up deadline, places taken of the capacity, the body (sanitised), the fair\'s units with open positions; a sign-up button while signUp.state is open and the variant has the sign-up route, else the state (报名已截止, 报名人数已满, 活动已结束) without a button; h5: the button in a bar at the bottom',
});
