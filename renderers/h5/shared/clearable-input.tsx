import { Input, type InputProps } from 'antd-mobile';
import { ClearButton } from './clear-button';
import './clearable-input.css';

export { ClearButton, WithClearButton } from './clear-button';

/** antd-mobile's Input with a clear button people can use (./clear-button), shown while there is text. */
export function ClearableInput({ clearLabel, ...props }: Omit<InputProps, 'clearable'> & { clearLabel: string }) {
  const { value, onChange, disabled, readOnly } = props;
  return (
    <div className="h5-clearable">
      <Input {...props} />
      {!!value && !disabled && !readOnly && <ClearButton label={clearLabel} onClear={() => onChange?.('')} />}
    </div>
  );
}
