// The publishing workspace's calls (domain censor, role publisher): positions and activities, and the scheduler that sends scheduled ones.
import type { FastifyInstance } from 'fastify';
import { publishActivityRoutes } from './activities/activity-routes';
import { draftRoutes } from './draft-routes';
import { importRoutes } from './import-routes';
import { publishPositionRoutes } from './position-routes';
import { startScheduledPublishing } from './scheduled-publishing';

export async function publishingRoutes(app: FastifyInstance): Promise<void> {
  await draftRoutes(app);
  await publishPositionRoutes(app);
  await importRoutes(app);
  await publishActivityRoutes(app);
  startScheduledPublishing(app);
}
