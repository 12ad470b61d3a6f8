// What a refused save or action says: the fields a 400 names (data.fields), or a conflict with another editor.
import { BizError } from '@/src/api/errors';

export interface FieldError {
  field: string;
  message: string;
}

export const CONFLICT_CODE = 'PUBLISH_CONFLICT';

// the API names the param it refuses ("参数 deadline 截止日期不能早于…"): beside the field itself that name is noise
const withoutParamName = ({ field, message }: FieldError) => (message.startsWith(`参数 ${field} `) ? message.slice(field.length + 4) : message);

/** The bad fields of a refusal (HTTP 400 with data.fields), or null when it is not one. */
export function fieldErrorsOf(error: unknown): FieldError[] | null {
  if (!(error instanceof BizError)) return null;
  const fields = (error.info.data as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields) || fields.length === 0) return null;
  return fields
    .filter((f): f is FieldError => !!f && typeof (f as FieldError).field === 'string' && typeof (f as FieldError).message === 'string')
    .map((f) => ({ field: f.field, message: withoutParamName(f) }));
}

/** The conflict's message (who changed it and when), or null. */
export function conflictOf(error: unknown): string | null {
  return error instanceof BizError && error.info.errorCode === CONFLICT_CODE ? error.message : null;
}

/** Failures the form shows itself, in place: the client shows no notice of them. */
export const shownInForm = (error: unknown): boolean => fieldErrorsOf(error) !== null || conflictOf(error) !== null;
