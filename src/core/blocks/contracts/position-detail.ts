import { defineBlock } from '../define-block';
import { boolean, link } from '../prop-spec';

export const positionDetailBlock = defineBlock({
  type: 'position-detail',
  summary: 'One position: title, facts, description, requirement, unit card and the apply button. Data: careers.view with recruitmentId.',
  propsNote: 'Props of a position detail.',
  data: { endpoints: ['careers.view', 'publish.preview'], required: true, note: 'publish.preview (draftId): a draft as it will look, for the publishers\' preview pages' },
  props: {
    applyPath: link('Where the apply button leads; {id} and {recruitType} are filled from the position. Default: pc "apply/delivery/{id}/{recruitType}", h5 "apply/delivery/{id}" (with "layout/" on pages under layout/).'),
    unitPath: link('Where the unit card leads; {id} is the unit id. Default "recruitment/all/{id}".'),
    collect: boolean('true: a 收藏 (favourite) toggle beside the apply button (aria-pressed). It reads collect.getCareer with the position id and toggles with collect.career / collect.removeCareer; a guest who presses it goes to the login page and comes back. Default false.', { default: false }),
    progressPath: link('Where 已申请 leads once the signed-in candidate has applied (delivery.search with positionId tells it): the application\'s progress, {id} is the delivery id. Default "recruitmentflow?deliveryId={id}"; on pages under layout/ a relative path gains "layout/".'),
  },
  links: [{ path: 'applyPath' }, { path: 'unitPath' }, { path: 'progressPath', variant: true }],
  draws: 'title, facts, description, requirement, unit card, apply button (links to apply/delivery/{id}/{recruitType}; a guest goes to the login page first); collect: a 收藏 toggle (aria-pressed) reading collect.getCareer?positionId and toggling with collect.career / collect.removeCareer',
});
