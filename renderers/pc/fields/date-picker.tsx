// DatePicker and DatePicker.RangePicker whose values are strings (docs/forms.md): 'YYYY-MM-DD' for
// picker 'date', 'YYYY-MM' for picker 'month'; a range is [start, end] and an empty end ('') reads "until now".
import { useMemo } from 'react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { DatePicker as AntdDatePicker } from 'antd';
import type { DatePickerProps as AntdDatePickerProps } from 'antd';
import type { RangePickerProps as AntdRangePickerProps } from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { labelled } from './labelled';
import { ReadText } from './read-text';
import { useFieldsEnv } from './env';

export type Picker = 'date' | 'month';

const FORMATS: Record<Picker, string> = { date: 'YYYY-MM-DD', month: 'YYYY-MM' };
const SHAPES: Record<Picker, RegExp> = { date: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-\d{2}$/ };

const pickerOf = (picker: unknown): Picker => (picker === 'month' ? 'month' : 'date');

/** A stored string -> the picker's day; a date answer shown in a month picker keeps its month. */
export function toDay(value: unknown, picker: Picker): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const text = picker === 'month' && SHAPES.date.test(value) ? value.slice(0, 7) : value;
  if (!SHAPES[picker].test(text) && !SHAPES.date.test(text)) return null;
  const day = dayjs(text);
  return day.isValid() ? day : null;
}

/** The picker's day -> the stored string ('' when cleared). */
export function fromDay(day: Dayjs | null | undefined, picker: Picker): string {
  return day && day.isValid() ? day.format(FORMATS[picker]) : '';
}

type Omitted = 'value' | 'onChange' | 'picker' | 'minDate' | 'maxDate' | 'defaultValue';

export interface StringDatePickerProps extends Omit<AntdDatePickerProps, Omitted> {
  value?: string;
  onChange?: (value: string | undefined) => void;
  picker?: Picker;
  /** 'YYYY-MM-DD': days outside the bounds cannot be picked (the rule still checks typed dates) */
  minDate?: string;
  maxDate?: string;
}

function StringDatePicker({ value, onChange, picker: rawPicker, minDate, maxDate, placeholder, ...rest }: StringDatePickerProps) {
  const picker = pickerOf(rawPicker);
  const { t } = useFieldsEnv();
  // the same Dayjs objects while the strings stay the same: a new object is a new value to rc-picker, which
  // syncs it in an effect and commits once more (every error shown on the form would cost a commit per picker)
  const day = useMemo(() => toDay(value, picker), [value, picker]);
  const min = useMemo(() => toDay(minDate, 'date') ?? undefined, [minDate]);
  const max = useMemo(() => toDay(maxDate, 'date') ?? undefined, [maxDate]);
  return (
    <AntdDatePicker
      {...rest}
      picker={picker}
      placeholder={placeholder || t(picker === 'month' ? 'pc.resume.pickMonth' : 'pc.resume.pickDate')}
      format={FORMATS[picker]}
      value={day}
      minDate={min}
      maxDate={max}
      onChange={(day) => onChange?.(fromDay(day, picker) || undefined)}
      style={{ width: '100%', ...rest.style }}
    />
  );
}

export interface StringRangePickerProps extends Omit<AntdRangePickerProps, Omitted | 'allowEmpty' | 'placeholder'> {
  value?: string[];
  onChange?: (value: string[] | undefined) => void;
  picker?: Picker;
  placeholder?: string;
}

function StringRangePicker({ value, onChange, picker: rawPicker, placeholder, ...rest }: StringRangePickerProps) {
  const picker = pickerOf(rawPicker);
  const { t } = useFieldsEnv();
  const [start, end] = Array.isArray(value) ? value : [];
  const days = useMemo((): [Dayjs | null, Dayjs | null] => [toDay(start, picker), toDay(end, picker)], [start, end, picker]);
  return (
    <AntdDatePicker.RangePicker
      {...rest}
      picker={picker}
      format={FORMATS[picker]}
      // the end may stay empty: "until now"
      allowEmpty={[false, true]}
      placeholder={[placeholder || t('pc.resume.rangeStart'), t('pc.resume.untilNow')]}
      value={days}
      onChange={(days) => {
        const [from, to] = days ?? [];
        const text = fromDay(from, picker);
        onChange?.(text ? [text, fromDay(to, picker)] : undefined);
      }}
      style={{ width: '100%', ...rest.style }}
    />
  );
}

function DateText({ value }: { value?: unknown }) {
  return <ReadText>{typeof value === 'string' ? value : ''}</ReadText>;
}

function RangeText({ value }: { value?: unknown }) {
  const { t } = useFieldsEnv();
  const [start, end] = Array.isArray(value) ? (value as unknown[]) : [];
  if (typeof start !== 'string' || start === '') return <ReadText />;
  return <ReadText>{`${start} ~ ${typeof end === 'string' && end ? end : t('pc.resume.untilNow')}`}</ReadText>;
}

const mapLabel = mapProps(labelled as never);

const RangePicker = connect(StringRangePicker, mapLabel, mapReadPretty(RangeText));

export const DatePicker = Object.assign(connect(StringDatePicker, mapLabel, mapReadPretty(DateText)), { RangePicker });
