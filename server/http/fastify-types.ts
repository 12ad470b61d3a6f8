import type { Db } from '@/server/db/database';
import type { SchemaStore } from '@/server/schemas/schema-store';
import type { PublicAnswerCache } from './public-cache';

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

export {};
