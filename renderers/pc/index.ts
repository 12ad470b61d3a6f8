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
  { type: 'notice-list', terminal: 'pc', load: () => import('./notice-list') },
  { type: 'notice-detail', terminal: 'pc', load: () => import('./notice-detail') },
  { type: 'activity-list', terminal: 'pc', load: () => import('./activity-list') },
  { type: 'qa-list', terminal: 'pc', load: () => import('./qa-list') },
  { type: 'login-form', terminal: 'pc', load: () => import('./login-form') },
  // Formily and @formily/antd-v5 load only with these two
  { type: 'resume-editor', terminal: 'pc', load: () => import('./resume-editor') },
  { type: 'resume-view', terminal: 'pc', load: () => import('./resume-view') },
];
