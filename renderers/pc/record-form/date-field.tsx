// antd's pickers over the record's strings: a date as YYYY-MM-DD, a date and time as an ISO instant picked on the
// portal's clock (what the publisher types is the portal's wall time, whatever the browser's zone).
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { zonedInstant, zonedWall } from '@/src/core/zoned-instant';

interface DateProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  withTime?: boolean;
  /** the portal's zone, in which a date and time is shown and picked */
  timeZone: string;
  id?: string;
  placeholder?: string;
  [aria: `aria-${string}`]: unknown;
}

/** The picker's value: the instant's wall time in the zone, or the date as it is. */
function shown(value: string | undefined, withTime: boolean | undefined, timeZone: string) {
  if (!value) return null;
  const instant = new Date(value);
  const parsed = withTime && !Number.isNaN(instant.getTime()) ? dayjs(zonedWall(instant, timeZone)) : dayjs(value);
  return parsed.isValid() ? parsed : null;
}

export function DateField({ value, onChange, withTime, timeZone, id, placeholder, ...aria }: DateProps) {
  return (
    <DatePicker
      {...aria}
      id={id}
      placeholder={placeholder}
      value={shown(value, withTime, timeZone)}
      showTime={withTime ? { format: 'HH:mm' } : false}
      format={withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD'}
      onChange={(d) => onChange?.(d ? (withTime ? zonedInstant(d.format('YYYY-MM-DDTHH:mm'), timeZone)?.toISOString() : d.format('YYYY-MM-DD')) : undefined)}
      style={{ width: '100%' }}
    />
  );
}
