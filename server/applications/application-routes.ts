import type { FastifyInstance } from 'fastify';
import { collectRoutes } from '@/server/applications/collect-routes';
import { deliveryRoutes } from '@/server/applications/delivery-routes';
import { notificationRoutes } from '@/server/applications/notification-routes';
import { wizardRoutes } from '@/server/applications/wizard-routes';

/** The favourites, wizard, application, appointment and feedback calls (docs/api-contract.md, "Applications"). */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [collectRoutes, wizardRoutes, deliveryRoutes, notificationRoutes]) await routes(app);
}
