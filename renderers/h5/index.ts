import type { RendererEntry } from '@/renderers/registry';

/** The h5 terminal's blocks (antd-mobile), for every template unless a template overrides one. */
export const h5Entries: RendererEntry[] = [
  { type: 'layout-portal', terminal: 'h5', load: () => import('./layout-portal') },
  { type: 'banner', terminal: 'h5', load: () => import('./banner') },
  { type: 'search-bar', terminal: 'h5', load: () => import('./search-bar') },
  { type: 'stat-strip', terminal: 'h5', load: () => import('./stat-strip') },
  { type: 'recruit-type-tabs', terminal: 'h5', load: () => import('./recruit-type-tabs') },
  { type: 'position-filters', terminal: 'h5', load: () => import('./position-filters') },
  { type: 'position-list', terminal: 'h5', load: () => import('./position-list') },
  { type: 'position-detail', terminal: 'h5', load: () => import('./position-detail') },
  { type: 'unit-list', terminal: 'h5', load: () => import('./unit-list') },
  { type: 'unit-profile', terminal: 'h5', load: () => import('./unit-profile') },
  { type: 'notice-list', terminal: 'h5', load: () => import('./notice-list') },
  { type: 'notice-detail', terminal: 'h5', load: () => import('./notice-detail') },
  { type: 'activity-list', terminal: 'h5', load: () => import('./activity-list') },
  { type: 'qa-list', terminal: 'h5', load: () => import('./qa-list') },
  // the resume blocks carry Formily (only the part editor and the view draw the form); login carries none
  { type: 'resume-editor', terminal: 'h5', load: () => import('./resume-editor') },
  { type: 'resume-view', terminal: 'h5', load: () => import('./resume-view') },
  { type: 'login-form', terminal: 'h5', browserOnly: true, load: () => import('./login-form') },
  { type: 'action-form', terminal: 'h5', browserOnly: true, load: () => import('./action-form') },
  { type: 'tabs', terminal: 'h5', load: () => import('./tabs') },
  { type: 'account-settings', terminal: 'h5', load: () => import('./account-settings') },
  { type: 'account-menu', terminal: 'h5', load: () => import('./account-menu') },
  { type: 'collect-list', terminal: 'h5', load: () => import('./collect-list') },
  { type: 'apply-wizard', terminal: 'h5', load: () => import('./apply-wizard') },
  { type: 'delivery-list', terminal: 'h5', load: () => import('./delivery-list') },
  { type: 'delivery-flow', terminal: 'h5', load: () => import('./delivery-flow') },
  { type: 'notification-list', terminal: 'h5', load: () => import('./notification-list') },
  { type: 'feedback-form', terminal: 'h5', load: () => import('./feedback-form') },
  { type: 'activity-detail', terminal: 'h5', load: () => import('./activity-detail') },
  { type: 'review-list', terminal: 'h5', load: () => import('./review-list') },
  // review-detail draws the resume read-only, so it brings Formily along
  { type: 'review-detail', terminal: 'h5', load: () => import('./review-detail') },
];
