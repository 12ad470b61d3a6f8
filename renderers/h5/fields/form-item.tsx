import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { isField } from '@formily/core';
import { observer, useField } from '@formily/react';
import { markInvalid } from '@/renderers/common/mark-invalid';
import { fieldDomId } from './field-id';

interface FormItemProps {
  children?: ReactNode;
  className?: string;
}

/**
 * The decorator of every resume field: its label (with the required mark), the control, and the field's
 * first error right under it, read from the Formily field itself. In readPretty the label and the value
 * sit on one line. The control is marked aria-invalid and described by the error (renderers/common/mark-invalid.ts).
 */
export const FormItem = observer(function FormItem({ children, className }: FormItemProps) {
  const field = useField();
  const control = useRef<HTMLDivElement>(null);
  const id = field ? fieldDomId(field) : undefined;
  const pretty = field?.pattern === 'readPretty';
  const data = field && isField(field) ? field : null;
  const required = !!data?.required && !pretty;
  const error = !pretty ? data?.selfErrors?.[0] : undefined;
  const messageId = id ? `${id}-error` : undefined;
  const marked = useRef(false);
  useLayoutEffect(() => {
    // a field never marked has nothing to clear
    if (!error && !marked.current) return;
    marked.current = !!error;
    markInvalid(control.current, !!error, messageId);
  }, [error, messageId]);
  if (!field) return <>{children}</>;
  const warning = !pretty && !error ? data?.selfWarnings?.[0] : undefined;
  const title = field.title as ReactNode;
  const classes = ['h5-field', pretty && 'h5-field--pretty', error && 'h5-field--error', className].filter(Boolean).join(' ');
  return (
    <div className={classes} data-field={field.address.toString()}>
      {title !== undefined && title !== '' &&
        (pretty ? (
          <span className="h5-field__label">{title}</span>
        ) : (
          <div className="h5-field__label">
            <label htmlFor={id}>{title}</label>
            {required && (
              <span className="h5-field__required" aria-hidden>
                *
              </span>
            )}
          </div>
        ))}
      <div className="h5-field__control" ref={control}>
        {children}
      </div>
      {error && (
        <p className="h5-field__error" role="alert" id={messageId}>
          {String(error)}
        </p>
      )}
      {warning && <p className="h5-field__warning">{String(warning)}</p>}
    </div>
  );
});
