import type { TerminalKit } from '@/renderers/registry';
import { withTimeout } from '@/src/runtime/with-timeout';

/**
 * Each terminal's renderer set is its own chunk: a phone never downloads antd, a desktop never antd-mobile. The
 * templates' overrides for the terminal join it there (./pc-kit.ts, ./h5-kit.ts).
 */
export function loadKit(terminal: 'pc' | 'h5'): Promise<TerminalKit> {
  return terminal === 'pc'
    ? withTimeout(() => import('./pc-kit').then((m) => m.pcKitWithTemplates))()
    : withTimeout(() => import('./h5-kit').then((m) => m.h5KitWithTemplates))();
}
