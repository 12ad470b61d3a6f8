// Schema pieces of the integration bodies and paths, and the OpenAPI text of its calls (tag "integration", signed
// with a key: components.securitySchemes.integrationKey in server/app.ts).
import { ApiError } from '@/server/http/envelope';

/** The organisation's own id of a unit, position or notice: letters, digits and . _ - (at most 64). */
export const CODE = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$', description: "the organisation's own id, unique per portal" } as const;

export const codeParams = { type: 'object', properties: { code: CODE }, required: ['code'] } as const;

/** YYYY-MM-DD, a Beijing date (the calendar check is the handler's: 2026-02-30 is refused there) */
export const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' } as const;

/** Text that is not blank, of at most `max` characters. */
export const text = (max: number, description?: string) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S', ...(description ? { description } : {}) }) as const;

export function isDate(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

export const INTEGRATION_TAG = 'integration';

/** OpenAPI text of one call: its tag, the key it needs, and the shape of `data`. */
export function integrationDoc(operationId: string, summary: string, data: string) {
  return {
    tags: [INTEGRATION_TAG],
    summary,
    description: `Integration call for an upstream HR system, with \`Authorization: Bearer KEY\` (npm run portal -- api-key create PORTAL); the key decides the portal. No or a bad key: HTTP 401 UNAUTHORIZED. data: \`${data}\`.`,
    operationId,
    security: [{ integrationKey: [] }],
  };
}

/** An unknown code: NOT_FOUND as elsewhere, but HTTP 404, which an HR system's client tells without reading the body. */
export const missing = (what: string) => new ApiError('NOT_FOUND', `${what}不存在`, 2, 404);
