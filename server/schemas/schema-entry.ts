import { createHash } from 'node:crypto';

/** A served schema document: its JSON text and the strong ETag of that text. */
export interface SchemaEntry {
  body: string;
  etag: string;
}

export function toEntry(value: unknown): SchemaEntry {
  const body = JSON.stringify(value);
  const hash = createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 32);
  return { body, etag: `"${hash}"` };
}

/** True when an If-None-Match header names this ETag (weak forms and "*" included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
