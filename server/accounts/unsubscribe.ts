// Deleting an account with everything that points at it (userinfo.unsubscribe). Rows hanging off the
// account's applications go first, then the account's own rows, then the account. Tables of later
// migrations are listed too and skipped while they do not exist, so the order stays right as they arrive.
import { sql } from 'kysely';
import type { Db } from '@/server/db/database';

/** Tables whose delivery_id points at deliveries. */
const OF_DELIVERIES = ['appointment_choices', 'notifications', 'delivery_events', 'feedback'];
/** Tables whose user_id points at users, children before parents. */
const OF_USER = ['collects', 'deliveries', 'files', 'resumes', 'tokens'];

export async function deleteAccount(db: Db, userId: number): Promise<void> {
  const existing = new Set((await db.introspection.getTables()).map((t) => t.name));
  const { mobile, email, portal_id } = await db.selectFrom('users').select(['mobile', 'email', 'portal_id']).where('id', '=', userId).executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    if (existing.has('deliveries')) {
      // a sign-up gives its place back, as withdrawing it would
      await sql`UPDATE activities SET signed_up = signed_up - 1 WHERE signed_up > 0 AND id IN (SELECT activity_id FROM deliveries WHERE user_id = ${userId} AND activity_id IS NOT NULL AND status <> 'draft')`.execute(trx);
      for (const table of OF_DELIVERIES.filter((t) => existing.has(t))) {
        await sql`DELETE FROM ${sql.table(table)} WHERE delivery_id IN (SELECT id FROM deliveries WHERE user_id = ${userId})`.execute(trx);
      }
    }
    for (const table of OF_USER.filter((t) => existing.has(t))) {
      await sql`DELETE FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(trx);
    }
    // codes waiting for the account's own addresses
    const targets = [mobile, email].filter((t): t is string => Boolean(t));
    if (targets.length > 0) await trx.deleteFrom('codes').where('portal_id', '=', portal_id).where('target', 'in', targets).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
