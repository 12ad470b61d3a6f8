// The field render counter: how many times an input control was rendered. All three libraries end up drawing
// the same antd controls (Input, Input.TextArea, InputNumber, Select, DatePicker, DatePicker.RangePicker), so
// the bench build swaps `antd` for antd-counted.ts (a Vite resolveId hook in vite.config.ts): the same antd,
// with those six wrapped in a forwardRef that counts each render and draws the original. Every library and
// our fields import them from 'antd', so the count is the same measure for all three, whatever made the
// control render (a parent, an observer, a validation message).
import { createElement, forwardRef } from 'react';

export const renders = { fields: 0 };

const REACT_KEYS = new Set(['$$typeof', 'render', 'type', 'compare', 'displayName', 'defaultProps', 'propTypes']);

/** `component` wrapped in a counting forwardRef; its statics copied, those named in `sub` counted too. */
export function counted<T extends object>(component: T, sub: string[] = []): T {
  const original = component as unknown as Parameters<typeof createElement>[0];
  const Counted = forwardRef<unknown, Record<string, unknown>>(function Counted(props, ref) {
    renders.fields++;
    return createElement(original, ref ? { ...props, ref } : props);
  }) as unknown as Record<string, unknown>;
  Counted.displayName = `Counted(${(component as { displayName?: string }).displayName ?? 'antd'})`;
  for (const [key, value] of Object.entries(component)) {
    if (REACT_KEYS.has(key)) continue;
    Counted[key] = sub.includes(key) ? counted(value as object) : value;
  }
  return Counted as unknown as T;
}
