// Formily's FormItem, which also marks its field's controls aria-invalid while the field shows an error
// (renderers/common/mark-invalid.ts says why on the DOM and not as a prop).
import { useId, useLayoutEffect, useRef } from 'react';
import { isField } from '@formily/core';
import { observer, useField } from '@formily/react';
import { FormItem as FormilyFormItem } from '@formily/antd-v5';
import { markInvalid } from '@/renderers/common/mark-invalid';

type FormItemProps = Parameters<typeof FormilyFormItem>[0];

export const FormItem = observer(function ResumeFormItem(props: FormItemProps) {
  const field = useField();
  const id = useId();
  const invalid = isField(field) && field.pattern === 'editable' && field.selfErrors.length > 0;
  // a field never marked has nothing to clear: no DOM query for the 300 fields of a mount
  const marked = useRef(false);
  useLayoutEffect(() => {
    if (!invalid && !marked.current) return;
    marked.current = invalid;
    markInvalid(document.querySelector(`[data-form-item="${id}"] .ant-formily-item-control`), invalid);
  }, [id, invalid]);
  // FormItem passes data-* props on to its root element
  return <FormilyFormItem {...props} {...{ 'data-form-item': id }} />;
});
