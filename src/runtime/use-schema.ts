import { useCallback, useEffect, useState } from 'react';
import { fetchSchema, readySchema } from './schema-source';
import { useServerRender } from './server-render';

export type SchemaState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

function initial<T>(path: string | null): SchemaState<T> {
  const value = path ? readySchema<T>(path) : undefined;
  return value === undefined ? { status: 'loading' } : { status: 'ready', value };
}

function serverSchema<T>(path: string | null): SchemaState<T> {
  const render = useServerRender(); // eslint-disable-line react-hooks/rules-of-hooks
  if (!path || !render) return { status: 'loading' };
  const value = readySchema<T>(path);
  if (value === undefined) {
    // the browser would find it missing only after a fetch: it draws that itself
    render.shellOnly = `schema ${path} missing`;
    return { status: 'loading' };
  }
  render.schemas.add(path);
  return { status: 'ready', value };
}

const noRetry = () => undefined;

/** A schema file's state; `retry` asks for a file that did not arrive again. */
export function useSchema<T>(path: string | null): SchemaState<T> & { retry: () => void } {
  if (import.meta.env.SSR) return { ...serverSchema<T>(path), retry: noRetry };
  const [state, setState] = useState<{ path: string | null; value: SchemaState<T> }>(() => ({ path, value: initial<T>(path) }));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ path, value: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, [path]);
  useEffect(() => {
    if (!path) return;
    let live = true;
    fetchSchema<T>(path).then(
      (value) => live && setState((s) => (s.path === path && s.value.status === 'ready' && s.value.value === value ? s : { path, value: { status: 'ready', value } })),
      (error: unknown) => live && setState({ path, value: { status: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);
  if (state.path === path) return { ...state.value, retry };
  return { ...initial<T>(path), retry };
}
