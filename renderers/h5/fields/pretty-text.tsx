import type { ReactNode } from 'react';
import { useFieldText } from './field-text';
import { isBlank } from './field-id';

/** How a field reads in readPretty (the resume view): its words, or a dash when empty. */
export function PrettyText({ value, children }: { value?: unknown; children?: ReactNode }) {
  const { t } = useFieldText();
  const text = children ?? (Array.isArray(value) ? value.filter((v) => !isBlank(v)).join('、') : isBlank(value) ? '' : String(value));
  const empty = text === '' || text === null || text === undefined;
  return <span className={`h5-pretty${empty ? ' h5-pretty--empty' : ''}`}>{empty ? t('h5.form.notFilled') : text}</span>;
}
