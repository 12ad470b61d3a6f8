// The candidate's notifications about their applications. A notification belongs to whoever owns its application.
import type { Paged } from '@/src/core/envelope';
import type { DeliveryNotification } from '@/src/core/application-api';
import type { Db } from '@/server/db/database';
import type { Owner } from './delivery-queries';
import { notificationNotFound } from './errors';
import { parseNoticeParams } from './notice-texts';

function selectNotifications(db: Db, owner: Owner) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('deliveries as d', 'd.id', 'n.delivery_id')
    .where('d.user_id', '=', owner.userId)
    .where('d.portal_id', '=', owner.portalId)
    .where('d.status', '<>', 'draft');
}

const columns = ['n.id', 'n.delivery_id', 'n.kind', 'n.title', 'n.body', 'n.message_kind', 'n.message_params', 'n.arrangement_id', 'n.read_at', 'n.confirmed_at', 'n.created_at'] as const;

type NotificationRow = Awaited<ReturnType<ReturnType<ReturnType<typeof selectNotifications>['select']>['executeTakeFirstOrThrow']>>;

function toNotification(r: NotificationRow): DeliveryNotification {
  const n: DeliveryNotification = {
    id: r.id,
    deliveryId: r.delivery_id,
    kind: r.kind as DeliveryNotification['kind'],
    title: r.title,
    body: r.body,
    createdAt: r.created_at,
    read: r.read_at !== null,
  };
  const params = parseNoticeParams(r.message_params);
  if (r.message_kind !== null && params) {
    n.messageKind = r.message_kind;
    n.messageParams = params;
  }
  if (r.kind === 'interview') {
    if (r.arrangement_id !== null) n.appointmentTimeArrangeId = r.arrangement_id;
    n.confirmedAt = r.confirmed_at;
  }
  return n;
}

/** Newest first; `deliveryId` (already checked to be the caller's) narrows them to one application. */
export async function listNotifications(
  db: Db,
  owner: Owner,
  deliveryId: number | undefined,
  paging: { page: number; pageSize: number },
): Promise<Paged<DeliveryNotification>> {
  let q = selectNotifications(db, owner);
  if (deliveryId !== undefined) q = q.where('n.delivery_id', '=', deliveryId);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(columns)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  return { list: rows.map(toNotification), total: Number(total.n), page: paging.page, pageSize: paging.pageSize };
}

/** One of the caller's notifications; NOT_FOUND for anybody else's. */
export async function ownNotification(db: Db, owner: Owner, id: number): Promise<DeliveryNotification> {
  const row = await selectNotifications(db, owner).select(columns).where('n.id', '=', id).executeTakeFirst();
  if (!row) throw notificationNotFound();
  return toNotification(row);
}
