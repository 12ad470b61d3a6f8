// What the server logs (main.ts; bench:api starts the server the same way). Fastify's default writes two lines per
// request, which cost a busy node more than the answer itself; they are off unless PORTAL_LOG_REQUESTS=1. What
// stays: start-up, warnings and every unexpected error (the error handler logs it with its stack).
// PORTAL_LOG_LEVEL: trace, debug, info (default), warn, error, fatal or silent.
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

export interface LoggerOptions {
  logger: { level: (typeof LEVELS)[number] };
  disableRequestLogging: boolean;
}

export function loggerOptions(env: NodeJS.ProcessEnv): LoggerOptions {
  const wanted = env.PORTAL_LOG_LEVEL?.trim().toLowerCase() || 'info';
  const level = LEVELS.find((l) => l === wanted);
  if (!level) throw new Error(`PORTAL_LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "${wanted}")`);
  const requests = env.PORTAL_LOG_REQUESTS === '1' || env.PORTAL_LOG_REQUESTS === 'true';
  return { logger: { level }, disableRequestLogging: !requests };
}
