import { defineBlock } from '../define-block';
import { boolean, integer, link } from '../prop-spec';

export const activityListBlock = defineBlock({
  type: 'activity-list',
  summary: 'Activities: title, place, time, sign-up deadline, places taken. Data: activity.search with keyword, page, pageSize.',
  propsNote: 'Props of an activity list.',
  data: { endpoints: ['activity.search'], required: true },
  props: {
    pageSize: integer('Rows per page, 1 to 50. Set it in data.params.pageSize too, so the request asks for as many.', { minimum: 1, maximum: 50 }, { default: 10 }),
    pager: boolean('Show the pager (pc: page numbers writing ?page=; h5: "load more"). Default true.', { default: true }),
    linkPath: link('Where an activity leads; {id} is the activity id. Default "applyActivity/{id}/applyActivity" (h5 adds "layout/" on pages under layout/).'),
  },
  links: [{ path: 'linkPath' }],
  draws: 'title, place, time, deadline, capacity',
});
