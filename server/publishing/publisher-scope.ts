// What a publisher may touch: the positions of their units and of the units below them, in their portal. Every
// publishing call starts here; an id or a unit outside answers FORBIDDEN (a test replays each way in).
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@/src/core/envelope';
import { requireCensorRole } from '@/server/auth/require-user';
import type { Db } from '@/server/db/database';
import { ApiError } from '@/server/http/envelope';
import type { PortalRow } from '@/server/portals/portal-queries';
import { reviewerScope } from '@/server/reviews/reviewer-scope';
import { actorOf, type Actor } from './audit-log';
import type { PublishContext } from './publish-draft';

export interface Publisher {
  user: SessionUser;
  portal: PortalRow;
  actor: Actor;
  /** the bound units and every unit below them */
  unitIds: number[];
}

export const forbidden = () => new ApiError('FORBIDDEN', '无权操作该单位的内容', 2, 403);

/** The publisher of the call (401 for guests, 403 without the role) with their units. */
export async function requirePublisher(request: FastifyRequest): Promise<Publisher> {
  const { user, portal } = await requireCensorRole(request, 'publisher');
  // the units a censor account is bound to serve every role it holds (reviewer_units of migration 005)
  const { unitIds } = await reviewerScope(request.server.db, user.id, portal.id);
  return { user, portal, actor: actorOf(request, user), unitIds };
}

export function assertUnitInScope(publisher: Publisher, unitId: number): void {
  if (!publisher.unitIds.includes(unitId)) throw forbidden();
}

/** The unit id of a code of the publisher's portal; FORBIDDEN when it lies outside their units. */
export async function scopedUnitId(db: Db, publisher: Publisher, code: string): Promise<number | undefined> {
  const unit = await db.selectFrom('units').select('id').where('portal_id', '=', publisher.portal.id).where('code', '=', code).executeTakeFirst();
  if (unit) assertUnitInScope(publisher, Number(unit.id));
  return unit ? Number(unit.id) : undefined;
}

/** The publisher of the call and the context their writes run in (the request's database, schemas and time). */
export async function publisherContext(request: FastifyRequest): Promise<{ publisher: Publisher; ctx: PublishContext }> {
  const publisher = await requirePublisher(request);
  const app = request.server;
  return { publisher, ctx: { db: app.db, store: app.schemaStore, portal: publisher.portal, actor: publisher.actor, now: app.now() } };
}
