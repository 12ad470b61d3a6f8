import { terms } from '@/server/db/seed/terms';

// Positions keep their salary unit and notices their category as the name; the client needs the code to find
// the value's message key (term.{type}.{code}). The names come from the same dictionaries the terms table holds.
const codes = new Map(Object.entries(terms).map(([type, list]) => [type, new Map(list.map(([code, name]) => [name, code]))]));

/** The code of a dictionary value given by its name; null when the dictionary has no such name. */
export function termCode(type: string, name: string | null | undefined): string | null {
  if (!name) return null;
  return codes.get(type)?.get(name) ?? null;
}
