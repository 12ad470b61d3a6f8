// The admin of a portal: its unit tree, its censor accounts and its audit log, nothing of another portal.
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@/src/core/envelope';
import { requireCensorRole } from '@/server/auth/require-user';
import type { PortalRow } from '@/server/portals/portal-queries';
import { actorOf, type Actor } from '@/server/publishing/audit-log';

export interface Admin {
  user: SessionUser;
  portal: PortalRow;
  actor: Actor;
  now: Date;
}

export async function requireAdmin(request: FastifyRequest): Promise<Admin> {
  const { user, portal } = await requireCensorRole(request, 'admin');
  return { user, portal, actor: actorOf(request, user), now: request.server.now() };
}
