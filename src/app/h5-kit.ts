import { armyH5Entries } from '@/renderers/army/h5/index';
import { h5Kit } from '@/renderers/h5/kit';
import type { TerminalKit } from '@/renderers/registry';

/**
 * The phone kit as the app composes it: the h5 set with each template's h5 overrides (army's frame), ranked above
 * the set's own blocks by the registry. Composed here so that the h5 kit knows no template.
 */
export const h5KitWithTemplates: TerminalKit = { ...h5Kit, entries: [...h5Kit.entries, ...armyH5Entries] };
