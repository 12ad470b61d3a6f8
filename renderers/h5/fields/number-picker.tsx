import { useState } from 'react';
import { Input as AdmInput } from 'antd-mobile';
import { connect, mapReadPretty } from '@formily/react';
import { useFieldText } from './field-text';
import { withId } from './input';
import { PrettyText } from './pretty-text';
import type { FieldProps } from '@/renderers/common/fields/field-props';

interface NumberProps extends FieldProps<number> {
  onFocus?: () => void;
  onBlur?: () => void;
  min?: number;
  max?: number;
}

const NUMBER = /^-?\d*(\.\d*)?$/;

/**
 * A numeric text box with the phone's number keyboard (a Stepper is too slow for years or salaries). The text
 * being typed is kept as typed ("12." stays), the value is written as a number, an empty box as undefined.
 */
export function NumberBox({ id, value, onChange, onFocus, onBlur, min, placeholder, disabled, readOnly }: NumberProps) {
  const { t } = useFieldText();
  const shown = typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  const [text, setText] = useState(shown);
  // the form changed the value (reset, draft): show it unless the box already means that number (set while
  // rendering, against the value last seen, so the old text is never drawn with the new value)
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    setText((current) => (current !== '' && Number(current) === value ? current : shown));
  }
  return (
    <AdmInput
      id={id}
      className="h5-input h5-input--number"
      type="text"
      inputMode={min !== undefined && min >= 0 ? 'decimal' : 'text'}
      value={text}
      onChange={(next) => {
        const clean = next.replace(/[^\d.-]/g, '');
        if (!NUMBER.test(clean)) return;
        setText(clean);
        const n = Number(clean);
        onChange?.(clean === '' || clean === '-' || clean === '.' || !Number.isFinite(n) ? undefined : n);
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      placeholder={placeholder ?? t('h5.form.input')}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}

export const NumberPicker = connect(NumberBox, withId, mapReadPretty(PrettyText));
