import type { TerminalKit } from '@/renderers/registry';
import { commonEntries } from '@/renderers/common/index';
import { pcEntries } from './index';
import { PcKitProvider } from './kit-provider';
import { pcNotifier } from './notifier';

/** What the desktop terminal hands to the app; the templates' overrides join it there (src/app/pc-kit.ts). */
export const pcKit: TerminalKit = {
  entries: [...commonEntries, ...pcEntries],
  Provider: PcKitProvider,
  notifier: pcNotifier,
};
