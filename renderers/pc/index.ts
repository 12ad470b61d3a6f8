import type { RendererEntry } from '@/renderers/registry';

/** The desktop blocks, drawn with antd; each loads only when a page uses it. */
export const pcEntries: RendererEntry[] = [
  { type: 'layout-portal', terminal: 'pc', load: () => import('./layout-portal') },
  { type: 'banner', terminal: 'pc', load: () => import('./banner') },
  { type: 'search-bar', terminal: 'pc', load: () => import('./search-bar') },
  { type: 'stat-strip', terminal: 'pc', load: () => import('./stat-strip') },
  { type: 'recruit-type-tabs', terminal: 'pc', load: () => import('./recruit-type-tabs') },
  { type: 'position-filters', terminal: 'pc', load: () => import('./position-filters') },
  { type: 'position-list', terminal: 'pc', load: () => import('./position-list') },
  { type: 'position-detail', terminal: 'pc', load: () => import('./position-detail') },
  { type: 'unit-list', terminal: 'pc', load: () => import('./unit-list') },
  { type: 'unit-profile', terminal: 'pc', load: () => import('./unit-profile') },
  { type: 'notice-list', terminal: 'pc', load: () => import('./notice-list') },
  { type: 'notice-detail', terminal: 'pc', load: () => import('./notice-detail') },
  { type: 'activity-list', terminal: 'pc', load: () => import('./activity-list') },
  { type: 'qa-list', terminal: 'pc', load: () => import('./qa-list') },
  { type: 'login-form', terminal: 'pc', browserOnly: true, load: () => import('./login-form') },
  { type: 'action-form', terminal: 'pc', browserOnly: true, load: () => import('./action-form') },
  { type: 'tabs', terminal: 'pc', load: () => import('./tabs') },
  { type: 'account-settings', terminal: 'pc', load: () => import('./account-settings') },
  { type: 'account-menu', terminal: 'pc', load: () => import('./account-menu') },
  { type: 'collect-list', terminal: 'pc', load: () => import('./collect-list') },
  { type: 'apply-wizard', terminal: 'pc', load: () => import('./apply-wizard') },
  { type: 'delivery-list', terminal: 'pc', load: () => import('./delivery-list') },
  { type: 'delivery-flow', terminal: 'pc', load: () => import('./delivery-flow') },
  { type: 'notification-list', terminal: 'pc', load: () => import('./notification-list') },
  { type: 'feedback-form', terminal: 'pc', load: () => import('./feedback-form') },
  { type: 'activity-detail', terminal: 'pc', load: () => import('./activity-detail') },
  { type: 'review-list', terminal: 'pc', load: () => import('./review-list') },
  // review-detail draws the resume read-only, so it brings Formily along
  { type: 'review-detail', terminal: 'pc', load: () => import('./review-detail') },
  // Formily and @formily/antd-v5 load only with these two
  { type: 'resume-editor', terminal: 'pc', load: () => import('./resume-editor') },
  { type: 'resume-view', terminal: 'pc', load: () => import('./resume-view') },
  // the publishers' workspace; the rich-text editor of record-form loads only with a rich-text field
  { type: 'record-table', terminal: 'pc', load: () => import('./record-table') },
  { type: 'record-form', terminal: 'pc', load: () => import('./record-form') },
  { type: 'record-actions', terminal: 'pc', load: () => import('./record-actions') },
  { type: 'record-import', terminal: 'pc', load: () => import('./record-import') },
  { type: 'terminal-preview', terminal: 'pc', load: () => import('./terminal-preview') },
];
