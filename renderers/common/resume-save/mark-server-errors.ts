import { isField, type Form } from '@formily/core';
import type { FieldError } from '@/src/core/resume-types';

/**
 * The server's field errors of a refused save, on their fields: as a validation result, so that the
 * candidate's next input checks the field again and the server's words go away once it passes.
 */
export function markServerErrors(form: Form, errors: readonly FieldError[]): void {
  for (const e of errors) {
    const path = [e.sectionId, e.partId, ...(e.index !== undefined ? [e.index] : []), e.fieldId].join('.');
    const field = e.fieldId ? form.query(path).take() : undefined;
    if (field && isField(field)) field.setFeedback({ type: 'error', code: 'ValidateError', triggerType: 'onInput', messages: [e.message] });
  }
}
