import { useEffect, useState } from 'react';
import { fetchSchema } from './schema-source';

export type SchemaState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

export function useSchema<T>(path: string | null): SchemaState<T> {
  const [state, setState] = useState<{ path: string | null; value: SchemaState<T> }>({ path, value: { status: 'loading' } });
  useEffect(() => {
    if (!path) return;
    let live = true;
    fetchSchema<T>(path).then(
      (value) => live && setState({ path, value: { status: 'ready', value } }),
      (error: unknown) => live && setState({ path, value: { status: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return state.path === path ? state.value : { status: 'loading' };
}
