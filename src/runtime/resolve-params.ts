import type { ParamValue } from '@/src/core/schema-types';

export interface ParamSources {
  route: Record<string, string | undefined>;
  query: URLSearchParams;
  site: Record<string, string | undefined>;
}

function readRef(ref: string, sources: ParamSources): string | undefined {
  const [scope, name] = ref.slice(1).split('.', 2);
  if (!name) return undefined;
  if (scope === 'route') return sources.route[name];
  if (scope === 'query') return sources.query.get(name) ?? undefined;
  if (scope === 'site') return sources.site[name];
  return undefined;
}

function literal(value: string): string | number {
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

/** "$query.tab|$route.id|all": the first alternative that is not empty wins. */
export function resolveValue(value: ParamValue, sources: ParamSources): ParamValue | undefined {
  if (typeof value !== 'string' || !value.includes('$')) return value;
  for (const alternative of value.split('|')) {
    const resolved = alternative.startsWith('$') ? readRef(alternative, sources) : alternative;
    if (resolved !== undefined && resolved !== '') return literal(resolved);
  }
  return undefined;
}

export function resolveParams(
  params: Record<string, ParamValue> | undefined,
  sources: ParamSources,
): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    const resolved = resolveValue(value, sources);
    if (resolved !== undefined) out[key] = resolved;
  }
  return out;
}
