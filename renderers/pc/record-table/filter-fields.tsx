// The declared filters of a record-table: a text box (written on Enter or when left), a select, or a range of two
// days (written as the instants the first day starts and the day after the last starts, on the portal's clock).
// Each writes its query param and takes the list back to page 1; each shows what the query holds.
import { useState } from 'react';
import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import type { RecordFilter } from '@/src/core/blocks/record-types';
import { formatDate } from '@/src/core/format';
import { dayStartInstant } from '@/src/core/time-zone';
import type { BlockContext } from '@/src/runtime/block-props';
import { OptionSelect } from '@/renderers/pc/shared/option-select';

const DAY = 86_400_000;

interface FilterProps {
  ctx: BlockContext;
  filter: RecordFilter;
  id: string;
}

const write = (ctx: BlockContext, changes: Record<string, string | undefined>) => ctx.setQuery({ ...changes, page: undefined });

function TextFilter({ ctx, filter, id }: FilterProps) {
  const inQuery = ctx.query.get(filter.param) ?? '';
  const [typed, setTyped] = useState(inQuery);
  const [seen, setSeen] = useState(inQuery);
  // the query changed (back/forward): the box shows it; set while rendering, not after
  if (seen !== inQuery) {
    setSeen(inQuery);
    setTyped(inQuery);
  }
  const commit = () => typed.trim() !== inQuery && write(ctx, { [filter.param]: typed.trim() || undefined });
  return (
    <Input
      id={id}
      value={typed}
      allowClear
      maxLength={50}
      placeholder={filter.placeholder ? ctx.t(filter.placeholder) : undefined}
      onChange={(e) => setTyped(e.target.value)}
      onPressEnter={commit}
      onBlur={commit}
      className="pc-record-filter__text"
    />
  );
}

function SelectFilter({ ctx, filter, id }: FilterProps) {
  return (
    <OptionSelect
      ctx={ctx}
      id={id}
      options={filter.options ?? {}}
      value={ctx.query.get(filter.param) ?? undefined}
      placeholder={filter.placeholder ? ctx.t(filter.placeholder) : ctx.t('record.filter.all')}
      onChange={(value) => write(ctx, { [filter.param]: value === undefined ? undefined : String(value) })}
    />
  );
}

function DateRangeFilter({ ctx, filter, id }: FilterProps) {
  const toParam = filter.toParam ?? `${filter.param}End`;
  const from = ctx.query.get(filter.param);
  const to = ctx.query.get(toParam);
  // the end is exclusive: the day shown is the one before it
  const fromDay = from ? formatDate(from, ctx.timeZone) : '';
  const toDay = to ? formatDate(new Date(new Date(to).getTime() - DAY / 2).toISOString(), ctx.timeZone) : '';
  const dayOf = (value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null);
  const label = ctx.t(filter.label);
  return (
    <span className="pc-record-filter__range">
      <DatePicker
        id={id}
        value={fromDay ? dayjs(fromDay) : null}
        placeholder={ctx.t('record.filter.from')}
        aria-label={`${label} ${ctx.t('record.filter.from')}`}
        onChange={(d) => {
          const day = dayOf(d);
          write(ctx, { [filter.param]: day ? dayStartInstant(day, ctx.timeZone).toISOString() : undefined });
        }}
      />
      <span aria-hidden="true">~</span>
      <DatePicker
        id={`${id}-to`}
        value={toDay ? dayjs(toDay) : null}
        placeholder={ctx.t('record.filter.to')}
        aria-label={`${label} ${ctx.t('record.filter.to')}`}
        onChange={(d) => {
          const day = dayOf(d);
          const next = day ? dayStartInstant(dayjs(day).add(1, 'day').format('YYYY-MM-DD'), ctx.timeZone).toISOString() : undefined;
          write(ctx, { [toParam]: next });
        }}
      />
    </span>
  );
}

/** One filter with its label. */
export function FilterField({ ctx, filter, index }: { ctx: BlockContext; filter: RecordFilter; index: number }) {
  const id = `pc-record-filter-${index}-${filter.param}`;
  const Field = filter.kind === 'select' ? SelectFilter : filter.kind === 'date-range' ? DateRangeFilter : TextFilter;
  return (
    <div className="pc-record-filter" data-filter={filter.param}>
      <label className="pc-record-filter__label" htmlFor={id}>
        {ctx.t(filter.label)}
      </label>
      <Field ctx={ctx} filter={filter} id={id} />
    </div>
  );
}
