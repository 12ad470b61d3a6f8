// Notices by code for the integration API: read one, write one only when something changed, remove one. The
// triggers of migrations 014 and 018 keep the notices' search index and updated_at in step.
import { sql } from 'kysely';
import type { Db } from '@/server/db/database';
import { termCode } from '@/server/sql/term-codes';
import { insertCoded } from './insert-coded';
import type { NoticeBody, NoticeValues } from './notice-body';

export async function findNoticeByCode(db: Db, portalId: number, code: string) {
  return db.selectFrom('notices').selectAll().where('portal_id', '=', portalId).where('code', '=', code).executeTakeFirst();
}

export type StoredNotice = NonNullable<Awaited<ReturnType<typeof findNoticeByCode>>>;

/** Creates or replaces the notice of that code; nothing is written when it already has these values. */
export async function saveNotice(db: Db, portalId: number, code: string, values: NoticeValues): Promise<{ id: number; written: boolean }> {
  const once = () =>
    db.transaction().execute(async (trx) => {
      const stored = await findNoticeByCode(trx, portalId, code);
      if (stored) {
        const same = (Object.keys(values) as (keyof NoticeValues)[]).every((key) => stored[key] === values[key]);
        if (same) return { id: Number(stored.id), written: false };
        // a feed's change is a revision too: a publisher editing the notice meanwhile is told of it
        await trx.updateTable('notices').set({ ...values, revision: sql<number>`revision + 1` }).where('id', '=', stored.id).execute();
        return { id: Number(stored.id), written: true };
      }
      const id = await insertCoded(trx, 'notices', { ...values, portal_id: portalId, code });
      return id === undefined ? undefined : { id, written: true };
    });
  // two first PUTs of one code at once: the one whose insert found the other's row replaces it on a second try
  const saved = (await once()) ?? (await once());
  if (!saved) throw new Error(`notice ${code} of portal ${portalId} was neither found nor made`);
  return saved;
}

export async function deleteNotice(db: Db, id: number): Promise<void> {
  await db.deleteFrom('notices').where('id', '=', id).execute();
}

/** The stored notice in the shape of the PUT body (category as its code; null for a name outside the dictionary). */
export function noticeBodyOf(n: StoredNotice): Omit<NoticeBody, 'category'> & { category: string | null } {
  return {
    title: n.title,
    category: termCode('noticeType', n.category),
    bodyHtml: n.body_html,
    summary: n.summary,
    source: n.source,
    publishDate: n.publish_date,
  };
}
