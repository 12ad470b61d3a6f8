import type { FastifyInstance } from 'fastify';

/** The favourites, wizard, application, appointment and feedback calls of issue 4 (docs/api-contract.md, "Applications"). */
export async function applicationRoutes(_app: FastifyInstance): Promise<void> {}
