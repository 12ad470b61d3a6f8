import type { RendererEntry } from '@/renderers/registry';

/** Blocks that look the same on every terminal and template: no UI kit. */
export const commonEntries: RendererEntry[] = [
  { type: 'message', load: () => import('./message') },
  { type: 'layout-bare', load: () => import('./layout-bare') },
  { type: 'section', load: () => import('./section') },
];
