import type { TerminalKit } from '@/renderers/registry';
import { withTimeout } from '@/src/runtime/with-timeout';

/** Each terminal's renderer set is its own chunk: a phone never downloads antd, a desktop never antd-mobile. */
export function loadKit(terminal: 'pc' | 'h5'): Promise<TerminalKit> {
  return terminal === 'pc'
    ? withTimeout(() => import('@/renderers/pc/kit').then((m) => m.pcKit))()
    : withTimeout(() => import('@/renderers/h5/kit').then((m) => m.h5Kit))();
}
