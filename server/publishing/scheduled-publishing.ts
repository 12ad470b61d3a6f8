// Scheduled positions, notices and activities go out when their time comes, on whichever node looks first: each node
// looks every PUBLISH_INTERVAL_MS, claims a due draft by clearing its time (one node's UPDATE wins; on PostgreSQL the other
// waits for it and then finds nothing to claim) and publishes it in the same transaction. A draft that no longer
// passes the checks (its unit removed, its deadline passed) goes back to the drafts with the reason.
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/server/db/database';
import { ApiError } from '@/server/http/envelope';
import { findPortal } from '@/server/portals/portal-queries';
import type { SchemaStore } from '@/server/schemas/schema-store';
import { publishActivityDraftNow } from './activities/activity-publish';
import { publishNoticeNow } from './notices/notice-publish';
import { publishDraftNow, type PublishContext } from './publish-draft';

export const PUBLISH_INTERVAL_MS = 30_000;

async function schedulerActor(db: Db, userId: number | null) {
  const user = userId === null ? undefined : await db.selectFrom('users').select(['name', 'mobile']).where('id', '=', userId).executeTakeFirst();
  const who = user ? `${user.name}${user.mobile ? ` ${user.mobile}` : ''}` : '';
  return { id: userId, label: `${who}（定时发布）`.trim(), address: 'scheduler' };
}

type Due = { id: number; publish_at: string | null };
type Claimed = { id: number; body: string; unit_id: number | null; code: string | null };

/** A drafts table: how one of its due drafts is claimed (its time cleared, if still the time read) and published. */
interface Scheduled {
  table: 'position_drafts' | 'notice_drafts' | 'activity_drafts';
  claim: (trx: Db, draft: Due) => Promise<Claimed | undefined>;
  publish: (trx: Db, ctx: PublishContext, draft: Claimed) => Promise<number>;
}

const unschedule = { publish_at: null };
const SCHEDULED: Scheduled[] = [
  {
    table: 'position_drafts',
    claim: (trx, d) => trx.updateTable('position_drafts').set(unschedule).where('id', '=', d.id).where('publish_at', '=', d.publish_at).returning(['id', 'body', 'unit_id', 'code']).executeTakeFirst(),
    publish: publishDraftNow,
  },
  {
    table: 'notice_drafts',
    claim: (trx, d) => trx.updateTable('notice_drafts').set(unschedule).where('id', '=', d.id).where('publish_at', '=', d.publish_at).returning(['id', 'body', 'unit_id', 'code']).executeTakeFirst(),
    publish: publishNoticeNow,
  },
  {
    table: 'activity_drafts',
    claim: async (trx, d) => {
      const row = await trx.updateTable('activity_drafts').set(unschedule).where('id', '=', d.id).where('publish_at', '=', d.publish_at).returning(['id', 'body', 'unit_id']).executeTakeFirst();
      return row && { ...row, code: null };
    },
    publish: (trx, ctx, draft) => publishActivityDraftNow(trx, ctx, draft),
  },
];

/** Publishes the drafts due at `now` (positions, notices, then activities); how many went out. */
export async function publishDue(db: Db, store: SchemaStore, now: Date): Promise<number> {
  let published = 0;
  for (const source of SCHEDULED) published += await publishDueOf(db, store, now, source);
  return published;
}

async function publishDueOf(db: Db, store: SchemaStore, now: Date, { table, claim, publish }: Scheduled): Promise<number> {
  const due = await db.selectFrom(table).select(['id', 'portal_id', 'publish_at', 'scheduled_by']).where('publish_at', '<=', now.toISOString()).orderBy('publish_at').limit(50).execute();
  let published = 0;
  for (const draft of due) {
    const portal = await findPortal(db, Number(draft.portal_id));
    if (!portal) continue;
    const actor = await schedulerActor(db, draft.scheduled_by);
    try {
      published += await db.transaction().execute(async (trx) => {
        const claimed = await claim(trx, { id: Number(draft.id), publish_at: draft.publish_at });
        if (!claimed) return 0;
        await publish(trx, { db: trx, store, portal, actor, now }, { ...claimed, id: Number(claimed.id) });
        return 1;
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const reason = error.details.messages?.join('；') ?? error.message;
      await db.updateTable(table).set({ publish_at: null, last_error: reason }).where('id', '=', draft.id).where('publish_at', '=', draft.publish_at).execute();
    }
  }
  return published;
}

/** Looks once now and then every PUBLISH_INTERVAL_MS until the server closes. */
export function startScheduledPublishing(app: FastifyInstance): void {
  const look = () => publishDue(app.db, app.schemaStore, app.now()).catch((err: unknown) => app.log.error({ err }, 'scheduled publishing failed'));
  const timer = setInterval(() => void look(), PUBLISH_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
