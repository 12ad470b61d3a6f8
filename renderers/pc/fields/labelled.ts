import type { GeneralField } from '@formily/core';
import { isVoidField } from '@formily/core';

/**
 * Formily's FormItem draws its label without `for`, so an editable control names itself after its field
 * (aria-label) and tells assistive technology that it is required. That it is wrong is marked by the
 * decorator (form-item.tsx), without redrawing the control. Read-pretty texts get nothing.
 */
export function labelled(props: Record<string, unknown>, field: GeneralField): Record<string, unknown> {
  if (!field || isVoidField(field) || field.pattern !== 'editable') return {};
  const title = typeof field.title === 'string' ? field.title : undefined;
  const extra: Record<string, unknown> = {};
  if (props['aria-label'] === undefined && title) extra['aria-label'] = title;
  if (field.required) extra['aria-required'] = true;
  return extra;
}
