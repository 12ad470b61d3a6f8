import { armyPcEntries } from '@/renderers/army/pc/index';
import { pcKit } from '@/renderers/pc/kit';
import type { TerminalKit } from '@/renderers/registry';

/**
 * The desktop kit as the app composes it: the pc set with each template's pc overrides (army's frame), ranked above
 * the set's own blocks by the registry. Composed here so that the pc kit knows no template.
 */
export const pcKitWithTemplates: TerminalKit = { ...pcKit, entries: [...pcKit.entries, ...armyPcEntries] };
