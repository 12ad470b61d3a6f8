import { useState } from 'react';

/**
 * The rows of a loaded list with the changes made since it loaded (an answered action replaces a row,
 * null removes it); a new answer from the server starts over.
 */
export function useRowChanges<T extends { id: number }>(list: T[]): [T[], (id: number, next: T | null) => void] {
  const [state, setState] = useState<{ source: T[]; changes: Map<number, T | null> }>({ source: list, changes: new Map() });
  const changes = state.source === list ? state.changes : new Map<number, T | null>();
  const rows = list.flatMap((row) => {
    const changed = changes.get(row.id);
    return changed === null ? [] : [changed ?? row];
  });
  const change = (id: number, next: T | null) => setState({ source: list, changes: new Map(changes).set(id, next) });
  return [rows, change];
}
