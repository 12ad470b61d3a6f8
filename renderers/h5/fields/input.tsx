import { TextArea as AdmTextArea } from 'antd-mobile';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { ClearableInput } from '@/renderers/h5/shared/clearable-input';
import { fieldDomId } from './field-id';
import { useFieldText } from './field-text';
import { PrettyText } from './pretty-text';

// connect() hands value, onChange, onFocus, onBlur, disabled and readOnly to these components already:
// the mappers below add only what differs (the DOM id the FormItem's label points at).
const withId = mapProps((_props, field) => ({ id: fieldDomId(field) }));

interface TextProps {
  id?: string;
  value?: string | number | null;
  onChange?: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  readOnly?: boolean;
}

function TextInput({ id, value, onChange, onFocus, onBlur, placeholder, maxLength, disabled, readOnly }: TextProps) {
  const { t } = useFieldText();
  return (
    <ClearableInput
      id={id}
      className="h5-input"
      value={value === undefined || value === null ? '' : String(value)}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      placeholder={placeholder ?? t('h5.form.input')}
      maxLength={maxLength}
      disabled={disabled}
      readOnly={readOnly}
      clearLabel={t('h5.form.clear')}
    />
  );
}

function TextAreaInput({ id, value, onChange, onFocus, onBlur, placeholder, maxLength, disabled, readOnly }: TextProps) {
  const { t } = useFieldText();
  return (
    <AdmTextArea
      id={id}
      className="h5-textarea"
      value={value === undefined || value === null ? '' : String(value)}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      placeholder={placeholder ?? t('h5.form.input')}
      maxLength={maxLength}
      showCount={maxLength !== undefined}
      autoSize={{ minRows: 3, maxRows: 10 }}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}

function PrettyParagraph({ value }: { value?: unknown }) {
  return <PrettyText value={value}>{typeof value === 'string' && value ? <span className="h5-pretty__paragraph">{value}</span> : undefined}</PrettyText>;
}

const TextArea = connect(TextAreaInput, withId, mapReadPretty(PrettyParagraph));

export const Input = Object.assign(connect(TextInput, withId, mapReadPretty(PrettyText)), { TextArea });

export { withId };
