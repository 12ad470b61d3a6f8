import type { ReactNode } from 'react';
import { isField } from '@formily/core';
import { observer, useField } from '@formily/react';
import { fieldDomId } from './field-id';

interface FormItemProps {
  children?: ReactNode;
  className?: string;
}

/**
 * The decorator of every resume field: its label (with the required mark), the control, and the field's
 * first error right under it, read from the Formily field itself. In readPretty the label and the value
 * sit on one line.
 */
export const FormItem = observer(function FormItem({ children, className }: FormItemProps) {
  const field = useField();
  if (!field) return <>{children}</>;
  const id = fieldDomId(field);
  const pretty = field.pattern === 'readPretty';
  const data = isField(field) ? field : null;
  const required = !!data?.required && !pretty;
  const error = !pretty ? data?.selfErrors?.[0] : undefined;
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
      <div className="h5-field__control">{children}</div>
      {error && (
        <p className="h5-field__error" role="alert" id={id ? `${id}-error` : undefined}>
          {String(error)}
        </p>
      )}
      {warning && <p className="h5-field__warning">{String(warning)}</p>}
    </div>
  );
});
