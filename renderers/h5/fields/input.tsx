import { TextArea as AdmTextArea } from 'antd-mobile';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { ClearableInput } from '@/renderers/h5/shared/clearable-input';
import { textBoxProps, type TextBoxProps } from '@/renderers/common/fields/field-props';
import { fieldDomId } from './field-id';
import { useFieldText } from './field-text';
import { PrettyText } from './pretty-text';

// connect() hands value, onChange, onFocus, onBlur, disabled and readOnly to these components already:
// the mappers below add only what differs (the DOM id the FormItem's label points at).
const withId = mapProps((_props, field) => ({ id: fieldDomId(field) }));

function TextInput(props: TextBoxProps) {
  const { t } = useFieldText();
  return <ClearableInput {...textBoxProps(props)} className="h5-input" placeholder={props.placeholder ?? t('h5.form.input')} clearLabel={t('h5.form.clear')} />;
}

function TextAreaInput(props: TextBoxProps) {
  const { t } = useFieldText();
  return (
    <AdmTextArea
      {...textBoxProps(props)}
      className="h5-textarea"
      placeholder={props.placeholder ?? t('h5.form.input')}
      showCount={props.maxLength !== undefined}
      autoSize={{ minRows: 3, maxRows: 10 }}
    />
  );
}

function PrettyParagraph({ value }: { value?: unknown }) {
  return <PrettyText value={value}>{typeof value === 'string' && value ? <span className="h5-pretty__paragraph">{value}</span> : undefined}</PrettyText>;
}

const TextArea = connect(TextAreaInput, withId, mapReadPretty(PrettyParagraph));

export const Input = Object.assign(connect(TextInput, withId, mapReadPretty(PrettyText)), { TextArea });

export { withId };
