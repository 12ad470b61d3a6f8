import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

export function paramsMatch(patterns: Record<string, string>, params: Record<string, string | undefined>): boolean {
  return Object.entries(patterns).every(([name, pattern]) => new RegExp(`^(?:${pattern})$`).test(params[name] ?? ''));
}

/** A route whose params fail their patterns is not that route: the variant's 404 page shows instead. */
export function ParamGuard({ patterns, children, notFound }: { patterns: Record<string, string>; children: ReactNode; notFound: ReactNode }) {
  const params = useParams();
  return <>{paramsMatch(patterns, params) ? children : notFound}</>;
}
