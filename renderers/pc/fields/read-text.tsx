import type { ReactNode } from 'react';

/** A read-pretty answer: the text, or a dash when there is none. */
export function ReadText({ children, multiline = false }: { children?: ReactNode; multiline?: boolean }) {
  const empty = children === undefined || children === null || children === '' || (Array.isArray(children) && children.length === 0);
  return <div className={`pc-field-text${multiline ? ' pc-field-text--multiline' : ''}${empty ? ' pc-field-text--empty' : ''}`}>{empty ? '—' : children}</div>;
}
