import type { FastifyInstance } from 'fastify';

/** The account calls of issue 4 (docs/api-contract.md, "Accounts"). */
export async function accountRoutes(_app: FastifyInstance): Promise<void> {}
