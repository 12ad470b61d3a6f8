// What `npm run portal -- api-key ...` does (an operator's tool; scripts/portal.ts only reads the arguments): make a
// key for a portal and show it once, list a portal's keys (never the key: it is not stored), revoke one.
import type { Db } from '@/server/db/database';
import { PortalCommandError } from '@/server/portals/portal-admin';
import { findPortal } from '@/server/portals/portal-queries';
import { insertKey } from './integration-keys';

export const DEFAULT_KEY_NAME = 'integration';

/** The lines to print; the key is the last, so that a script can take it with `tail -n 1`. */
export async function createApiKey(db: Db, portalId: number, name: string, now: Date): Promise<string> {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 100 || [...trimmed].some((c) => c.charCodeAt(0) < 0x20)) {
    throw new PortalCommandError(`"${name}" is not a key name: 1 to 100 characters on one line`);
  }
  if (!(await findPortal(db, portalId))) throw new PortalCommandError(`no portal ${portalId} (npm run portal -- list shows them)`);
  const made = await insertKey(db, portalId, trimmed, now);
  return [
    `API key ${made.id} "${trimmed}" for portal ${portalId}. It is shown only now: store it in the HR system's secrets.`,
    'Calls send it as "Authorization: Bearer KEY" (docs/operators.md, "Feed positions from an HR system"). The key:',
    made.key,
  ].join('\n');
}

export async function listApiKeys(db: Db, portalId: number): Promise<string> {
  if (!(await findPortal(db, portalId))) throw new PortalCommandError(`no portal ${portalId} (npm run portal -- list shows them)`);
  const rows = await db.selectFrom('integration_keys').select(['id', 'name', 'created_at', 'revoked_at']).where('portal_id', '=', portalId).orderBy('id').execute();
  if (rows.length === 0) return `portal ${portalId} has no API keys (npm run portal -- api-key create ${portalId})`;
  const lines = rows.map((r) => [String(r.id), r.created_at, r.revoked_at ?? '-', r.name]);
  const head = ['id', 'created', 'revoked', 'name'];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  return [head, ...lines].map((cells) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ')).join('\n');
}

export async function revokeApiKey(db: Db, id: number, now: Date): Promise<string> {
  const row = await db.selectFrom('integration_keys').select(['portal_id', 'name', 'revoked_at']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new PortalCommandError(`no API key ${id} (npm run portal -- api-key list PORTAL shows them)`);
  if (row.revoked_at !== null) return `API key ${id} "${row.name}" of portal ${row.portal_id} was already revoked at ${row.revoked_at}`;
  await db.updateTable('integration_keys').set({ revoked_at: now.toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  return `API key ${id} "${row.name}" of portal ${row.portal_id} is revoked: its calls answer 401 from now on`;
}
