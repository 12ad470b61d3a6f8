// Pieces of route schemas shared by several routes. Extra properties are allowed on purpose: the client
// adds the request-context params to many calls.
export const idString = { type: 'string', pattern: '^\\d{1,12}$' } as const;

export const contextProps = {
  relationId: { type: 'string', pattern: '^\\d{0,12}$', description: 'portal id; header qx-portal otherwise' },
  portalType: { type: 'string', maxLength: 20 },
  userDomain: { type: 'string', maxLength: 20 },
  terminalType: { type: 'string', maxLength: 20 },
} as const;

/**
 * An integer from minimum to maximum. Ajv coerces the text "1e309" or "Infinity" to Infinity and then skips
 * minimum/maximum for a number that is not finite; the nested type check runs on the coerced value and refuses it.
 */
export function boundedInteger<Min extends number, Max extends number>(minimum: Min, maximum: Max) {
  return { type: 'integer', minimum, maximum, allOf: [{ type: 'integer' }] } as const;
}

export const pagingProps = {
  page: { ...boundedInteger(1, 100000), default: 1 },
  pageSize: { ...boundedInteger(1, 50), default: 10 },
} as const;

export const keywordProp = { type: 'string', maxLength: 100 } as const;

export const portalHeaders = {
  type: 'object',
  properties: {
    'qx-portal': { type: 'string', description: 'portal id' },
    'x-portal-token': { type: 'string' },
  },
} as const;

/** A querystring or body schema with the context params, the given properties and required names. */
export function params(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', properties: { ...contextProps, ...properties }, required } as const;
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** An empty string means "no filter" for the optional text params. */
export function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
