// The publishing workspace's calls (domain censor, role publisher): positions, notices and activities, and the scheduler that sends scheduled ones.
import type { FastifyInstance } from 'fastify';
import { publishActivityRoutes } from './activities/activity-routes';
import { draftRoutes } from './draft-routes';
import { importRoutes } from './import-routes';
import { publishNoticeRoutes } from './notices/notice-routes';
import { publishPositionRoutes } from './position-routes';
import { startScheduledPublishing } from './scheduled-publishing';

export async function publishingRoutes(app: FastifyInstance): Promise<void> {
  await draftRoutes(app);
  await publishPositionRoutes(app);
  await importRoutes(app);
  await publishNoticeRoutes(app);
  await publishActivityRoutes(app);
  startScheduledPublishing(app);
}
