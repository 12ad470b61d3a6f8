import { useState } from 'react';
import { DatePicker as AdmDatePicker } from 'antd-mobile';
import { connect, mapReadPretty, useField } from '@formily/react';
import { useFieldText } from './field-text';
import { isBlank } from './field-id';
import { withId } from './input';
import { PickerTrigger } from './picker-trigger';
import { PrettyText } from './pretty-text';

type Picker = 'date' | 'month';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' or 'YYYY-MM' (what the form stores) -> a local Date; null when it is not one. */
export function toDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Date -> the stored string of the picker's precision. */
export function fromDate(date: Date, picker: Picker): string {
  const month = `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
  return picker === 'month' ? month : `${month}-${pad(date.getDate())}`;
}

function bounds(minDate?: string, maxDate?: string) {
  const now = new Date();
  return {
    min: toDate(minDate) ?? new Date(1900, 0, 1),
    max: toDate(maxDate) ?? new Date(now.getFullYear() + 10, 11, 31),
  };
}

/** Where the wheel opens when nothing is chosen: today, kept between min and max. */
function todayWithin(min: Date, max: Date): Date {
  const today = new Date();
  return max < today ? max : today < min ? min : today;
}

/** antd-mobile's value for 至今: a Date marked tillNow. */
const tillNowValue = () => Object.assign(new Date(), { tillNow: true });

interface OnePickerProps {
  id?: string;
  value?: string | null;
  picker?: Picker;
  minDate?: string;
  maxDate?: string;
  placeholder?: string;
  title?: string;
  disabled?: boolean;
  /** offers 至今 (an end date); choosing it writes '' */
  tillNow?: boolean;
  onChange: (value: string | undefined) => void;
}

/** One date (day or month precision) in antd-mobile's wheel popup; the value stays a string. */
export function DateField({ id, value, picker = 'date', minDate, maxDate, placeholder, title, disabled, tillNow, onChange }: OnePickerProps) {
  const { t } = useFieldText();
  const [open, setOpen] = useState(false);
  const date = toDate(value);
  const { min, max } = bounds(minDate, maxDate);
  const until = tillNow && value === '';
  const text = until ? t('h5.form.tillNow') : date ? fromDate(date, picker) : '';
  const current = until ? tillNowValue() : date;
  return (
    <>
      <PickerTrigger id={id} text={text} placeholder={placeholder ?? t('h5.form.select')} disabled={disabled} onOpen={() => setOpen(true)} />
      <AdmDatePicker
        visible={open}
        onClose={() => setOpen(false)}
        title={title}
        precision={picker === 'month' ? 'month' : 'day'}
        min={min}
        max={max}
        tillNow={tillNow}
        value={current ?? undefined}
        defaultValue={current ?? todayWithin(min, max)}
        confirmText={t('h5.form.confirm')}
        cancelText={t('h5.form.cancel')}
        onConfirm={(picked) => onChange((picked as Date & { tillNow?: boolean }).tillNow ? '' : fromDate(picked, picker))}
      />
    </>
  );
}

interface DatePickerProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  picker?: Picker;
  minDate?: string;
  maxDate?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

function DatePickerInput({ onChange, readOnly, disabled, ...rest }: DatePickerProps) {
  const field = useField();
  return <DateField {...rest} title={field?.title as string | undefined} disabled={disabled || readOnly} onChange={(v) => onChange?.(v)} />;
}

type Range = [string, string];

interface RangeProps {
  id?: string;
  value?: (string | null | undefined)[] | null;
  onChange?: (value: Range | undefined) => void;
  picker?: Picker;
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** [start, end] as two pickers; the end offers 至今, stored as ''. Both empty writes undefined. */
function RangePickerInput({ id, value, onChange, picker = 'date', minDate, maxDate, disabled, readOnly }: RangeProps) {
  const { t } = useFieldText();
  const start = typeof value?.[0] === 'string' ? value[0] : '';
  const end = typeof value?.[1] === 'string' ? value[1] : '';
  const write = (next: Range) => onChange?.(next[0] === '' && next[1] === '' ? undefined : next);
  return (
    <div className="h5-range">
      <DateField
        id={id}
        value={start}
        picker={picker}
        minDate={minDate}
        maxDate={maxDate}
        placeholder={t('h5.form.start')}
        title={t('h5.form.start')}
        disabled={disabled || readOnly}
        onChange={(v) => write([v ?? '', end])}
      />
      <span className="h5-range__to" aria-hidden>
        –
      </span>
      <DateField
        id={id ? `${id}-end` : undefined}
        value={start ? end : end || null}
        picker={picker}
        minDate={minDate}
        maxDate={maxDate}
        placeholder={t('h5.form.end')}
        title={t('h5.form.end')}
        disabled={disabled || readOnly}
        tillNow
        onChange={(v) => write([start, v ?? ''])}
      />
    </div>
  );
}

function DateText({ value }: { value?: unknown }) {
  return <PrettyText value={value} />;
}

function RangeText({ value }: { value?: unknown }) {
  const { t } = useFieldText();
  const [start, end] = Array.isArray(value) ? value : [];
  if (isBlank(start) && isBlank(end)) return <PrettyText value="" />;
  return <PrettyText value={`${start || ''} – ${end || t('h5.form.tillNow')}`} />;
}

const RangePicker = connect(RangePickerInput, withId, mapReadPretty(RangeText));

export const DatePicker = Object.assign(connect(DatePickerInput, withId, mapReadPretty(DateText)), { RangePicker });
