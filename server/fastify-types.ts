// What app.ts decorates the fastify instance with. Declared beside app.ts, which composes the server: a lower
// folder (http/) declaring them would import the features it serves.
import type { Db } from '@/server/db/database';
import type { SchemaStore } from '@/server/schemas/schema-store';
import type { PublicAnswerCache } from './http/public-cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** the current time; tests pin it so that open/closed positions stay stable */
    now: () => Date;
    schemaStore: SchemaStore;
    /** answers every guest gets alike (server/http/guest-cache.ts) */
    publicCache: PublicAnswerCache;
  }
}
