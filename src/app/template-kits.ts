import { armyH5Entries } from '@/renderers/army/h5/index';
import { armyPcEntries } from '@/renderers/army/pc/index';
import type { RendererEntry, TerminalKit } from '@/renderers/registry';

/**
 * What each template draws differently, by terminal. Composed with a terminal's kit here, where the app is
 * composed, so that the pc and h5 kits know no template; each set only names its blocks and loads them lazily.
 */
export const templateEntries: Record<'pc' | 'h5', RendererEntry[]> = { pc: armyPcEntries, h5: armyH5Entries };

/** A terminal's kit with the templates' overrides for that terminal, ranked above its own blocks by the registry. */
export function withTemplates(kit: TerminalKit, terminal: 'pc' | 'h5'): TerminalKit {
  return { ...kit, entries: [...kit.entries, ...templateEntries[terminal]] };
}
