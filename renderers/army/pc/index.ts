import type { RendererEntry } from '@/renderers/registry';

/** What the army template draws differently on desktop; everything else falls back to the pc set. */
export const armyPcEntries: RendererEntry[] = [
  { type: 'layout-portal', template: 'army', terminal: 'pc', load: () => import('./layout-portal') },
];
