import type { TerminalKit } from '@/renderers/registry';
import { withTimeout } from '@/src/runtime/with-timeout';
import { withTemplates } from './template-kits';

/**
 * Each terminal's renderer set is its own chunk: a phone never downloads antd, a desktop never antd-mobile. The
 * templates' overrides for the terminal join it here.
 */
export function loadKit(terminal: 'pc' | 'h5'): Promise<TerminalKit> {
  return terminal === 'pc'
    ? withTimeout(() => import('@/renderers/pc/kit').then((m) => withTemplates(m.pcKit, 'pc')))()
    : withTimeout(() => import('@/renderers/h5/kit').then((m) => withTemplates(m.h5Kit, 'h5')))();
}
