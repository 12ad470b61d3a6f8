// Schemas come from the server at run time (/schemas/..., ETag-revalidated by the browser cache).
const cache = new Map<string, Promise<unknown>>();
// the schemas already had, so that a page the server rendered (or one seen before) draws without waiting
const ready = new Map<string, unknown>();
// on the server, schemas are read from the server's own store
let serverSource: ((path: string) => unknown) | null = null;

export class SchemaLoadError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`schema ${path} could not be loaded (${status || 'network'})`);
  }
}

export function fetchSchema<T>(path: string): Promise<T> {
  if (serverSource) {
    const value = serverSource(path);
    return value === undefined ? Promise.reject(new SchemaLoadError(path, 404)) : Promise.resolve(value as T);
  }
  let pending = cache.get(path);
  if (!pending) {
    pending = fetch(`/schemas/${path}`, { headers: { Accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new SchemaLoadError(path, response.status);
      const value: unknown = await response.json();
      ready.set(path, value);
      return value;
    });
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending as Promise<T>;
}

/** A schema already loaded (or handed over by the server's page), without waiting; undefined otherwise. */
export function readySchema<T>(path: string): T | undefined {
  if (serverSource) return serverSource(path) as T | undefined;
  return ready.get(path) as T | undefined;
}

/** The schemas a server-rendered page was drawn from, so that hydration draws the same at once. */
export function primeSchemas(schemas: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(schemas)) {
    ready.set(path, value);
    if (!cache.has(path)) cache.set(path, Promise.resolve(value));
  }
}

/** Server only: where schemas are read from (the server's checked store). */
export function setServerSchemaSource(source: (path: string) => unknown): void {
  serverSource = source;
}
