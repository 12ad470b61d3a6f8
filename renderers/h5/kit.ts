import type { TerminalKit } from '@/renderers/registry';
import { commonEntries } from '@/renderers/common/index';
import { armyH5Entries } from '@/renderers/army/h5/index';
import { h5Entries } from './index';
import { H5KitProvider } from './kit-provider';
import { h5Notifier } from './notifier';

export const h5Kit: TerminalKit = {
  entries: [...commonEntries, ...h5Entries, ...armyH5Entries],
  Provider: H5KitProvider,
  notifier: h5Notifier,
};
