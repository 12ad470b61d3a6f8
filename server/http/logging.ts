// What the server logs (main.ts; bench:api starts the server the same way).
export function loggerOptions(_env: NodeJS.ProcessEnv): { logger: boolean } {
  return { logger: true };
}
