// What the page (main.tsx) asks of each library: build the form, validate it all, find a field's input.
import type { ReactElement } from 'react';

export interface Adapter {
  /** builds the form model (and, for ours, the schema from the template) and returns what to render; timed as mount */
  create(): ReactElement;
  /** validates every field and shows the errors; timed as validate-all */
  validate(): Promise<void>;
  /** how many field errors the form holds now (after validate-all; a check that all found the same) */
  errorCount(): number;
  /** the text input of a field path 'section.part.field' or 'section.part.index.field' */
  input(path: string): HTMLInputElement | HTMLTextAreaElement | null;
  /** the value the form model holds at that path (a check that the keystrokes reached the model) */
  read(path: string): unknown;
}

/** 'section.part.1.field' -> { sectionId, partId, index: 1, fieldId } */
export function splitPath(path: string): { sectionId: string; partId: string; index?: number; fieldId: string } {
  const [sectionId, partId, a, b] = path.split('.');
  return b === undefined ? { sectionId, partId, fieldId: a } : { sectionId, partId, index: Number(a), fieldId: b };
}

export function readPath(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);
}
