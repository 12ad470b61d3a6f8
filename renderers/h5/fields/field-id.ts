import type { GeneralField } from '@formily/core';

/** The DOM id of a field's control, from its address: the FormItem's <label for> points at it. */
export function fieldDomId(field: GeneralField | null | undefined): string | undefined {
  if (!field) return undefined;
  return `rf-${field.address.toString().replace(/[^\w-]/g, '-')}`;
}

/** True when a field value counts as empty for display. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.every(isBlank));
}
