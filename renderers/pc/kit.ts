import type { TerminalKit } from '@/renderers/registry';
import { commonEntries } from '@/renderers/common/index';
import { armyPcEntries } from '@/renderers/army/pc/index';
import { pcEntries } from './index';
import { PcKitProvider } from './kit-provider';
import { pcNotifier } from './notifier';

/** What the desktop terminal hands to the app. */
export const pcKit: TerminalKit = {
  entries: [...commonEntries, ...pcEntries, ...armyPcEntries],
  Provider: PcKitProvider,
  notifier: pcNotifier,
};
