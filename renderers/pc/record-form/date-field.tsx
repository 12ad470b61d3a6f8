// antd's pickers over the record's strings: a date as YYYY-MM-DD, a date and time as an ISO instant.
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

interface DateProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  withTime?: boolean;
  id?: string;
  placeholder?: string;
  [aria: `aria-${string}`]: unknown;
}

export function DateField({ value, onChange, withTime, id, placeholder, ...aria }: DateProps) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      {...aria}
      id={id}
      placeholder={placeholder}
      value={parsed?.isValid() ? parsed : null}
      showTime={withTime ? { format: 'HH:mm' } : false}
      format={withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD'}
      onChange={(d) => onChange?.(d ? (withTime ? d.toISOString() : d.format('YYYY-MM-DD')) : undefined)}
      style={{ width: '100%' }}
    />
  );
}
