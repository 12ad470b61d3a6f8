import type { ReactNode } from 'react';
import { commonEntries } from '@/renderers/common/index';
import type { TerminalKit } from '@/renderers/registry';

function PlainProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

const bare = commonEntries.find((entry) => entry.type === 'layout-bare');

/** Pages drawn before a terminal is known use only the kit-free renderers; their portal frame is the bare one. */
export const commonKit: TerminalKit = {
  entries: bare ? [...commonEntries, { ...bare, type: 'layout-portal' }] : commonEntries,
  Provider: PlainProvider,
  notifier: {
    notify: (title, description) => console.warn(title, description),
    message: (_level, text) => console.warn(text),
    clear: () => undefined,
  },
};
