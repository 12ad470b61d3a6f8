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
  { type: 'notice-list', terminal: 'h5', load: () => import('./notice-list') },
  { type: 'notice-detail', terminal: 'h5', load: () => import('./notice-detail') },
  { type: 'activity-list', terminal: 'h5', load: () => import('./activity-list') },
  { type: 'qa-list', terminal: 'h5', load: () => import('./qa-list') },
  // the resume blocks carry Formily (only the part editor and the view draw the form); login carries none
  { type: 'resume-editor', terminal: 'h5', load: () => import('./resume-editor') },
  { type: 'resume-view', terminal: 'h5', load: () => import('./resume-view') },
  { type: 'login-form', terminal: 'h5', load: () => import('./login-form') },
];
