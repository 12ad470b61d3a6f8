// A draft becomes a position: checked as the integration API checks a body (every bad field named), its code
// unique in the portal, then inserted and the draft removed, in one transaction with its audit entry. The position
// is then public: the triggers of migrations 011-018 put it in the search, the counts and the sitemap.
import type { Db } from '@/server/db/database';
import { beijingDate } from '@/server/http/clock';
import { badFields } from '@/server/integration/field-errors';
import { insertCoded } from '@/server/integration/insert-coded';
import { checkPosition } from '@/server/integration/position-check';
import type { PortalRow } from '@/server/portals/portal-queries';
import type { SchemaStore } from '@/server/schemas/schema-store';
import { appendAudit, changesBetween, type Actor } from './audit-log';
import { bodyOf, type DraftValues } from './draft-body';

export interface PublishContext {
  db: Db;
  store: SchemaStore;
  portal: PortalRow;
  actor: Actor;
  now: Date;
}

type DraftRow = { id: number; body: string };

/**
 * The draft's position values, or a 400 naming every bad field (the code included, unless `codeOptional`: a preview
 * needs none).
 */
export async function checkDraft(ctx: PublishContext, draft: DraftRow, ownPositionId?: number, codeOptional = false) {
  const values = JSON.parse(draft.body) as DraftValues;
  const errors: { field: string; message: string }[] = [];
  let checked;
  try {
    checked = await checkPosition({ db: ctx.db, store: ctx.store, portal: ctx.portal, today: beijingDate(ctx.now) }, bodyOf(values));
  } catch (error) {
    const fields = (error as { details?: { data?: { fields?: typeof errors } } }).details?.data?.fields;
    if (!fields) throw error;
    errors.push(...fields);
  }
  if (!values.code) {
    if (!codeOptional) errors.push({ field: 'code', message: '请填写职位编码' });
  } else {
    const taken = await ctx.db.selectFrom('positions').select(['id', 'title']).where('portal_id', '=', ctx.portal.id).where('code', '=', values.code).executeTakeFirst();
    if (taken && Number(taken.id) !== ownPositionId) errors.push({ field: 'code', message: `职位编码 ${values.code} 已被职位「${taken.title}」使用` });
  }
  if (errors.length > 0 || !checked) throw badFields(errors);
  return { values: checked, code: values.code ?? '', form: values };
}

/** Publishes now; the new position's id. Run inside the caller's transaction. */
export async function publishDraftNow(trx: Db, ctx: PublishContext, draft: DraftRow): Promise<number> {
  const { values, code, form } = await checkDraft({ ...ctx, db: trx }, draft);
  const id = await insertCoded(trx, 'positions', { ...values, portal_id: ctx.portal.id, code });
  // the code was free when checked; taken since by a concurrent writer
  if (id === undefined) throw badFields([{ field: 'code', message: `职位编码 ${code} 已被使用` }]);
  await trx.deleteFrom('position_drafts').where('id', '=', draft.id).execute();
  await appendAudit(trx, { portalId: ctx.portal.id, actor: ctx.actor, action: 'publish', entity: 'position', entityId: id, changes: changesBetween(undefined, { ...form, draftId: draft.id }), at: ctx.now });
  return id;
}
