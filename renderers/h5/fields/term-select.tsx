import { useState } from 'react';
import { connect, mapReadPretty, useField } from '@formily/react';
import { listSeparator } from '@/src/i18n/term-text';
import { useFieldText } from './field-text';
import { withId } from './input';
import { OptionPopup } from './option-popup';
import { PickerTrigger } from './picker-trigger';
import { PrettyText } from './pretty-text';
import { useTerms } from './use-reference';

interface TermSelectProps {
  id?: string;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | undefined) => void;
  dictionary?: string;
  mode?: 'multiple';
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

const codesOf = (value: TermSelectProps['value']): string[] =>
  Array.isArray(value) ? value.map(String) : value === undefined || value === null || value === '' ? [] : [String(value)];

function useTermNames(dictionary: string | undefined, value: TermSelectProps['value']) {
  const { locale } = useFieldText();
  const { terms, loading } = useTerms(dictionary);
  const names = codesOf(value).map((code) => terms.find((term) => term.code === code)?.name ?? (loading ? '' : code));
  return { terms, loading, text: names.filter(Boolean).join(listSeparator(locale)) };
}

/** A term of a dictionary (ref.terms): its code, or codes with mode 'multiple', chosen in a bottom sheet. */
function TermSelectInput({ id, value, onChange, dictionary, mode, placeholder, disabled, readOnly }: TermSelectProps) {
  const { t } = useFieldText();
  const field = useField();
  const [open, setOpen] = useState(false);
  const { terms, loading, text } = useTermNames(dictionary, value);
  const multiple = mode === 'multiple';
  return (
    <>
      <PickerTrigger id={id} text={text} placeholder={placeholder ?? t('h5.form.select')} disabled={disabled || readOnly} onOpen={() => setOpen(true)} />
      <OptionPopup
        visible={open}
        title={(field?.title as string | undefined) ?? t('h5.form.select')}
        options={terms.map((term) => ({ value: term.code, label: term.name }))}
        value={codesOf(value)}
        multiple={multiple}
        loading={loading}
        searchable={terms.length > 12}
        onConfirm={(codes) => onChange?.(multiple ? codes : (codes[0] ?? undefined))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function TermText({ value, dictionary }: TermSelectProps) {
  const { text } = useTermNames(dictionary, value);
  return <PrettyText value={text} />;
}

export const TermSelect = connect(TermSelectInput, withId, mapReadPretty(TermText));
