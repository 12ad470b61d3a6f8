import type { TerminalKit } from '@/renderers/registry';
import { commonEntries } from '@/renderers/common/index';
import { h5Entries } from './index';
import { H5KitProvider } from './kit-provider';
import { h5Notifier } from './notifier';

/** What the phone terminal hands to the app; the templates' overrides join it there (src/app/h5-kit.ts). */
export const h5Kit: TerminalKit = {
  entries: [...commonEntries, ...h5Entries],
  Provider: H5KitProvider,
  notifier: h5Notifier,
};
