import type { ResumeValues } from '@/src/core/resume-types';
import type { Db } from '@/server/db/database';

export interface ResumeRow {
  id: number;
  templateId: string;
  values: ResumeValues;
  version: number;
  updatedAt: string;
}

export async function findResume(db: Db, userId: number): Promise<ResumeRow | undefined> {
  const row = await db.selectFrom('resumes').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, templateId: row.template_id, values: JSON.parse(row.values_json) as ResumeValues, version: row.version, updatedAt: row.updated_at };
}

export interface ResumeWrite {
  userId: number;
  portalId: number;
  templateId: string;
  values: ResumeValues;
  /** the version the writer read: 0 when there was no resume yet */
  expectedVersion: number;
  updatedAt: string;
}

/**
 * Stores the resume as version expectedVersion + 1, only if the stored version is still expectedVersion
 * (a conditional UPDATE, or an INSERT that yields to a concurrent one): safe across API nodes.
 * Returns the new version, or null when another write came first.
 */
export async function writeResume(db: Db, w: ResumeWrite): Promise<number | null> {
  const next = w.expectedVersion + 1;
  const fields = { template_id: w.templateId, values_json: JSON.stringify(w.values), version: next, updated_at: w.updatedAt };
  if (w.expectedVersion === 0) {
    const result = await db
      .insertInto('resumes')
      .values({ user_id: w.userId, portal_id: w.portalId, ...fields })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? next : null;
  }
  const result = await db
    .updateTable('resumes')
    .set(fields)
    .where('user_id', '=', w.userId)
    .where('version', '=', w.expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? next : null;
}
