import type { RendererEntry } from '@/renderers/registry';

/** What the army template draws differently on h5; every other block is the h5 default. */
export const armyH5Entries: RendererEntry[] = [
  { type: 'layout-portal', template: 'army', terminal: 'h5', load: () => import('./layout-portal') },
];
