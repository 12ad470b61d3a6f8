import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import { checkSchemaDir } from '@/server/schema-check/index';
import { passwordCost } from './config/password-cost';
import { connect } from './db/database';
import { syncIdentities, withStartupLock } from './db/postgres-setup';
import { migrate } from './db/migrate';
import { seed } from './seed/index';
import { installErrorHandler, installNotFoundHandler } from './http/error-handlers';
import './fastify-types';
import { installSecurityHeaders } from './http/security-headers';
import { NO_PUBLIC_CACHE, PublicAnswerCache, readCatalogueVersion, type PublicCacheOptions } from './http/public-cache';
import { DEFAULT_TIMEOUTS, timeoutOptions, type ServerTimeouts } from './http/timeouts';
import type { TrustProxy } from './http/trust-proxy';
import { accesstokenRoutes } from './accounts/accesstoken';
import { accountRoutes } from './accounts/account-routes';
import { applicationRoutes } from './applications/application-routes';
import { activityRoutes } from './activities/activity-routes';
import { careersRoutes } from './careers/careers';
import { fileRoutes, MAX_IMAGE_BYTES } from './files/file-routes';
import { integrationRoutes } from './integration/integration-routes';
import { startUploadSweeper } from './files/sweep-uploads';
import { unitRoutes } from './careers/careers-units';
import { noticeRoutes } from './content/notices';
import { passportRoutes } from './accounts/passport';
import { qaRoutes } from './content/qa';
import { referenceRoutes } from './references/reference-routes';
import { resumeRoutes } from './resume/resume-routes';
import { completeResumeRoutes } from './applications/complete-resume-routes';
import { reviewerMayViewFile } from './reviews/review-file-access';
import { reviewRoutes } from './reviews/review-routes';
import { publishingRoutes } from './publishing/publishing-routes';
import { adminRoutes } from './admin/admin-routes';
import { siteconfigRoutes } from './site-config/siteconfig-routes';
import { tidingsRoutes } from './content/tidings';
import { seoRoutes, type SeoOptions } from './seo/seo-routes';
import { schemaRoutes } from './schemas/schema-routes';
import { SchemaStore, type SchemaChecker } from './schemas/schema-store';
import { watchDir } from './schemas/schema-watch';
import { serveApp, serveDemoAssets } from './static/static-files';

export const DEMO_ASSETS_DIR = fileURLToPath(new URL('../public/assets-demo', import.meta.url));

export interface BuildOptions {
  /** the SQLite file, when no databaseUrl is given */
  dbFile?: string;
  /** PostgreSQL (DATABASE_URL): postgres://user:password@host:port/db; no SQLite file is written then */
  databaseUrl?: string;
  schemasDir: string;
  staticDir?: string;
  /** the app's server build (dist-ssr): public pages are rendered on the server when it is there */
  ssrDir?: string;
  /** false (default), true, or pino options such as { level } (server/http/logging.ts) */
  logger?: boolean | { level: string };
  /** fastify's own line per request (off by default: server/http/logging.ts) */
  disableRequestLogging?: boolean;
  watchSchemas?: boolean;
  /** the current time (tests pin it); default the clock */
  now?: () => Date;
  /** the schema checker; default server/schema-check */
  checkSchemas?: SchemaChecker;
  /** the demo images folder; default public/assets-demo */
  demoAssetsDir?: string;
  /** the peers whose X-Forwarded-For gives request.ip (PORTAL_TRUST_PROXY); default none */
  trustProxy?: TrustProxy;
  /** request, silent-socket and keep-alive timeouts (server/http/timeouts.ts); default DEFAULT_TIMEOUTS */
  timeouts?: Partial<ServerTimeouts>;
  /** the guests' answer cache (server/http/public-cache.ts); default off (NO_PUBLIC_CACHE); main.ts reads PORTAL_PUBLIC_CACHE_MS */
  publicCache?: Partial<PublicCacheOptions>;
  /** /robots.txt and /sitemap.xml: the public address (PORTAL_PUBLIC_URL) and the URLs per sitemap file */
  seo?: SeoOptions;
}

/** The reference API, the schemas and the built app on one fastify instance. Not yet listening. */
export async function buildServer(opts: BuildOptions): Promise<FastifyInstance> {
  passwordCost(); // a lowered hashing cost outside a test run stops the start here, before any password is stored
  const app = Fastify({
    logger: opts.logger ?? false,
    ...(opts.disableRequestLogging ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    bodyLimit: 1024 * 1024,
    trustProxy: opts.trustProxy ?? false,
    ...timeoutOptions({ ...DEFAULT_TIMEOUTS, ...opts.timeouts }),
  });
  const db = await connect({ url: opts.databaseUrl, file: opts.dbFile });
  const seeded = await withStartupLock(db, async (locked) => {
    const applied = await migrate(locked);
    const fresh = await seed(locked, applied);
    await syncIdentities(locked);
    return fresh;
  }).catch(async (err: unknown) => {
    await db.destroy();
    throw err;
  });
  if (seeded) app.log.info('database seeded with the demo portals');
  app.decorate('db', db);
  app.decorate('now', opts.now ?? (() => new Date()));
  app.decorate('publicCache', new PublicAnswerCache(() => readCatalogueVersion(db), { ...NO_PUBLIC_CACHE, ...opts.publicCache }));
  app.addHook('onClose', async () => db.destroy());

  const store = new SchemaStore(path.resolve(opts.schemasDir), opts.checkSchemas ?? checkSchemaDir, app.log);
  store.reload();
  app.decorate('schemaStore', store);
  if (opts.watchSchemas) {
    const stop = watchDir(store.dir, () => store.reload());
    app.addHook('onClose', async () => stop());
  }

  installErrorHandler(app);
  await installSecurityHeaders(app);
  // A POST without a body is read as an empty object, so its schema's defaults apply.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
  });

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Recruitment portal reference API', version: '1.0.0', description: 'Every answer is the envelope { success, data, errorMessage, errorCode, showType, messages }.' },
      // the integration calls (server/integration/) are signed with a portal's API key, not a session token
      components: { securitySchemes: { integrationKey: { type: 'http', scheme: 'bearer', description: 'npm run portal -- api-key create PORTAL' } } },
      tags: [{ name: 'integration', description: 'An upstream HR system publishes positions and notices (docs/operators.md, "Feed positions from an HR system")' }],
    },
  });

  // Uploads (file.uploadImage): one file of at most 2 MB, a few small fields; read into memory, stored in the database.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 } });

  for (const routes of [
    siteconfigRoutes,
    accesstokenRoutes,
    careersRoutes,
    unitRoutes,
    noticeRoutes,
    activityRoutes,
    qaRoutes,
    tidingsRoutes,
    referenceRoutes,
    passportRoutes,
    resumeRoutes,
    completeResumeRoutes,
    (instance: FastifyInstance) => fileRoutes(instance, { othersMayView: reviewerMayViewFile }),
    accountRoutes,
    applicationRoutes,
    reviewRoutes,
    publishingRoutes,
    adminRoutes,
    integrationRoutes,
  ]) {
    await app.register(routes);
  }
  await startUploadSweeper(app);
  app.get('/pt/docs/json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(schemaRoutes);
  await app.register(seoRoutes, opts.seo ?? {});
  await serveDemoAssets(app, opts.demoAssetsDir ?? DEMO_ASSETS_DIR);
  installNotFoundHandler(app, await serveApp(app, opts.staticDir, opts.ssrDir, opts.seo?.publicUrl));
  return app;
}
