// A select over one term dictionary of ref.terms; the value is the term code (string), or codes with mode 'multiple'.
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { Select } from 'antd';
import type { RefSelectProps as RefSelect, SelectProps } from 'antd';
import type { Term } from '@/src/core/entities';
import { useEndpoint } from '@/src/api/use-endpoint';
import { listSeparator, localizeTerms } from '@/src/i18n/term-text';
import { useFieldsEnv } from './env';
import { labelled } from './labelled';
import { ReadText } from './read-text';
import { useInputOnlyRequired } from './root-aria';

/** The terms of a dictionary, named in the reader's language; every field of one dictionary shares one call. */
export function useTerms(dictionary: string | undefined): { terms: Term[]; loading: boolean } {
  const { t } = useFieldsEnv();
  const { data, isLoading } = useEndpoint<Term[]>(dictionary ? 'ref.terms' : null, { type: dictionary });
  return { terms: localizeTerms(t, dictionary, Array.isArray(data) ? data : []), loading: isLoading };
}

export function termName(terms: Term[], code: unknown): string {
  if (code === undefined || code === null || code === '') return '';
  return terms.find((term) => term.code === String(code))?.name ?? String(code);
}

export interface TermSelectProps extends Omit<SelectProps<string | string[]>, 'options' | 'mode' | 'onChange'> {
  dictionary?: string;
  mode?: 'multiple';
  onChange?: (value: string | string[] | undefined) => void;
}

function TermSelectBase({ dictionary, mode, onChange, value, ...rest }: TermSelectProps) {
  const { terms, loading } = useTerms(dictionary);
  const ref = useInputOnlyRequired<RefSelect>(rest['aria-required']);
  return (
    <Select<string | string[]>
      {...rest}
      ref={ref}
      mode={mode}
      value={value === null || value === '' ? undefined : value}
      loading={loading}
      allowClear
      showSearch
      optionFilterProp="label"
      options={terms.map((term) => ({ value: term.code, label: term.name }))}
      onChange={(next) => onChange?.(next === undefined || next === null || (Array.isArray(next) && next.length === 0) ? undefined : next)}
      style={{ width: '100%', ...rest.style }}
    />
  );
}

function TermText({ dictionary, value }: { dictionary?: string; value?: unknown }) {
  const { locale } = useFieldsEnv();
  const { terms } = useTerms(dictionary);
  const codes = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return <ReadText>{codes.map((code) => termName(terms, code)).join(listSeparator(locale))}</ReadText>;
}

export const TermSelect = connect(TermSelectBase, mapProps(labelled as never), mapReadPretty(TermText));
