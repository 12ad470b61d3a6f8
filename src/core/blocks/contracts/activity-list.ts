import { defineBlock } from '../define-block';
import { link } from '../prop-spec';
import { pageSize, pager } from '../list-props';

export const activityListBlock = defineBlock({
  type: 'activity-list',
  summary: 'Activities: title, place, time, sign-up deadline, places taken. Data: activity.search with keyword, page, pageSize.',
  propsNote: 'Props of an activity list.',
  data: { endpoints: ['activity.search'], required: true },
  props: {
    pageSize: pageSize(),
    pager,
    linkPath: link('Where an activity leads; {id} is the activity id. Default "applyActivity/{id}/applyActivity" (h5 adds "layout/" on pages under layout/).'),
  },
  links: [{ path: 'linkPath' }],
  draws: 'title, place, time, deadline, capacity',
});
