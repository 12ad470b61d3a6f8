// Schemas come from the server at run time (/schemas/..., ETag-revalidated by the browser cache).
const cache = new Map<string, Promise<unknown>>();

export class SchemaLoadError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`schema ${path} could not be loaded (${status || 'network'})`);
  }
}

export function fetchSchema<T>(path: string): Promise<T> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetch(`/schemas/${path}`, { headers: { Accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new SchemaLoadError(path, response.status);
      return response.json();
    });
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending as Promise<T>;
}
