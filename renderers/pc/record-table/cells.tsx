// What a record-table cell shows: the row's field as its column's format says.
import { Tag } from 'antd';
import type { RecordColumn } from '@/src/core/blocks/record-types';
import { formatDate, formatDateTime } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import type { RecordData } from '@/renderers/common/record/record-fill';

// a tag's colour follows the value's place among the column's labels (a life's steps: draft, scheduled, published, closed)
// six tones with AA contrast (antd's preset status colours do not all keep it): record-table.css
const TONES = 6;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function text(ctx: BlockContext, column: RecordColumn, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (column.format === 'date') return formatDate(String(value), ctx.timeZone);
  // a date-only value (a position's registration start) is a day, not an instant
  if (column.format === 'datetime') return DATE_ONLY.test(String(value)) ? String(value) : formatDateTime(String(value), ctx.timeZone);
  return String(value);
}

export function Cell({ ctx, column, row, to }: { ctx: BlockContext; column: RecordColumn; row: RecordData; to?: string }) {
  const value = row[column.key];
  if (column.format === 'tag') {
    const keys = Object.keys(column.labels ?? {});
    const label = column.labels?.[String(value)];
    const tone = Math.max(0, keys.indexOf(String(value))) % TONES;
    return value === undefined || value === null ? null : (
      <Tag bordered={false} className={`pc-record-tag pc-record-tag--${tone}`}>
        {label ? ctx.t(label) : String(value)}
      </Tag>
    );
  }
  const shown = text(ctx, column, value) || '—';
  const sub = column.sub ? row[column.sub] : undefined;
  return (
    <div className="pc-record-table__cell">
      {column.link && to ? (
        <AppLink ctx={ctx} to={to} className="pc-record-table__link">
          {shown}
        </AppLink>
      ) : (
        <span>{shown}</span>
      )}
      {sub !== undefined && sub !== null && sub !== '' && <span className="pc-record-table__sub">{String(sub)}</span>}
    </div>
  );
}
