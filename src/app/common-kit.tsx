import type { ReactNode } from 'react';
import { commonEntries } from '@/renderers/common/index';
import type { TerminalKit } from '@/renderers/registry';

function PlainProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** Pages drawn before a terminal is known use only the kit-free renderers. */
export const commonKit: TerminalKit = {
  entries: commonEntries,
  Provider: PlainProvider,
  notifier: {
    notify: (title, description) => console.warn(title, description),
    message: (_level, text) => console.warn(text),
  },
};
