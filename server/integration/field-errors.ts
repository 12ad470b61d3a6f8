// A refused body names every bad field at once (an HR system fixes its feed in one round, not one field a call):
// the body schema is checked with every error reported, then the checks against the portal's data add theirs.
// Nothing is written while any field is bad.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { ApiError } from '@/server/http/envelope';
import { fieldOf, validationMessage } from '@/server/http/validation-message';

export interface FieldError {
  field: string;
  message: string;
}

const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
const compiled = new WeakMap<object, ValidateFunction>();

/**
 * The routes' validator: path params are checked as usual (one failure, 400), the body is let through to the
 * handler, whose own check (bodyErrors) names every bad field. The body schema stays on the route for OpenAPI.
 */
export const checkParamsOnly: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return () => true;
  return ajv.compile(schema as object);
};

/** The schema's errors, one per top-level field (its first), worded like the rest of the API's 400s. */
export function schemaErrors(schema: object, body: unknown): FieldError[] {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  if (validate(body)) return [];
  const out = new Map<string, string>();
  for (const issue of (validate.errors ?? []) as ErrorObject[]) {
    const field = fieldOf(issue, 'body').split('.')[0];
    if (!out.has(field)) out.set(field, validationMessage([issue], 'body'));
  }
  return [...out].map(([field, message]) => ({ field, message }));
}

/** HTTP 400 BAD_REQUEST: errorMessage and messages name each field, data.fields lists them. */
export function badFields(errors: FieldError[]): ApiError {
  const messages = errors.map((e) => e.message);
  return new ApiError('BAD_REQUEST', messages.join('；'), 2, 400, { data: { fields: errors }, messages });
}
