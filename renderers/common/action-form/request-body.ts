// What an action-form sends: the fields' values under their names, trimmed; passwords AES-encrypted with
// the site's key as the login does; the captcha with its attrKey; the schema's fixed params.
import type { ParamValue } from '@/src/core/schema-types';
import { encryptForSite } from '@/src/site/site-cipher';
import { ATTR_KEY, type FieldSpec } from './spec';

export type FormValues = Record<string, unknown>;

export interface BodyContext {
  /** the site's AES key (site config secretKey) */
  secretKey: string | undefined;
  /** the attrKey of the image the captcha was read from */
  attrKey: string;
}

function fieldValue(field: FieldSpec, value: unknown, context: BodyContext): unknown {
  if (field.kind === 'agree') return value === true;
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  if (field.kind === 'password' || field.kind === 'new-password') return encryptForSite(text, { secretKey: context.secretKey });
  return text.trim();
}

/** One field's part of a body: its value, and the attrKey beside a captcha. */
export function fieldParams(field: FieldSpec, values: FormValues, context: BodyContext): Record<string, unknown> {
  const out: Record<string, unknown> = { [field.name]: fieldValue(field, values[field.name], context) };
  if (field.kind === 'captcha') out[ATTR_KEY] = context.attrKey;
  return out;
}

/** The body of the submit call: fixed params first, then every field that is submitted (not the confirm inputs). */
export function submitBody(fields: FieldSpec[], values: FormValues, fixed: Record<string, ParamValue> | undefined, context: BodyContext): Record<string, unknown> {
  let body: Record<string, unknown> = { ...fixed };
  for (const field of fields) {
    if (field.submit === false) continue;
    if (field.required === false && (values[field.name] === undefined || values[field.name] === '')) continue;
    body = { ...body, ...fieldParams(field, values, context) };
  }
  return body;
}
