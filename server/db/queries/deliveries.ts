import type { Db } from '../database';

export interface DeliveryRow {
  id: number;
  positionTitle: string;
  resumeTemplate: string;
}

/** An application of this candidate in this portal; undefined for anybody else's. */
export async function findOwnDelivery(db: Db, userId: number, portalId: number, id: number): Promise<DeliveryRow | undefined> {
  const row = await db
    .selectFrom('deliveries as d')
    .innerJoin('positions as p', 'p.id', 'd.position_id')
    .select(['d.id', 'p.title', 'p.resume_template'])
    .where('d.id', '=', id)
    .where('d.user_id', '=', userId)
    .where('d.portal_id', '=', portalId)
    .executeTakeFirst();
  return row && { id: row.id, positionTitle: row.title, resumeTemplate: row.resume_template };
}
