// What a record-table cell shows: the row's field as its column's format says.
import { Tag } from 'antd';
import type { RecordColumn, RecordOptions } from '@/src/core/blocks/record-types';
import { formatDate, formatDateTime } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { changeLine, changesOf, type Change } from '@/renderers/common/record/record-changes';
import { useOptions } from '@/renderers/common/record/use-options';
import type { RecordData } from '@/renderers/common/record/record-fill';

// a tag's colour follows the value's place among the column's labels (a life's steps: draft, scheduled, published, closed)
// six tones with AA contrast (antd's preset status colours do not all keep it): record-table.css
const TONES = 6;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// a tree's depth as an indent, at most this deep
const MAX_DEPTH = 8;

function text(ctx: BlockContext, column: RecordColumn, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) return value.map((v) => text(ctx, column, v)).filter(Boolean).join('、');
  if (column.format === 'date') return formatDate(String(value), ctx.timeZone);
  // a date-only value (a position's registration start) is a day, not an instant
  if (column.format === 'datetime') return DATE_ONLY.test(String(value)) ? String(value) : formatDateTime(String(value), ctx.timeZone);
  return String(value);
}

function TagCell({ ctx, column, value }: { ctx: BlockContext; column: RecordColumn; value: unknown }) {
  const keys = Object.keys(column.labels ?? {});
  const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null);
  if (values.length === 0) return null;
  return (
    <span className="pc-record-table__tags">
      {values.map((v) => {
        const label = column.labels?.[String(v)];
        const tone = Math.max(0, keys.indexOf(String(v))) % TONES;
        return (
          <Tag key={String(v)} bordered={false} className={`pc-record-tag pc-record-tag--${tone}`}>
            {label ? ctx.t(label) : String(v)}
          </Tag>
        );
      })}
    </span>
  );
}

const NO_OPTIONS: RecordOptions = {};

/** One change: the field (its label), then before → after, a value by its label where the column gives the field's. */
function ChangeItem({ ctx, column, change }: { ctx: BlockContext; column: RecordColumn; change: Change }) {
  // each line reads its field's options (the units' names): one call a list, shared by every line
  const { options } = useOptions(ctx, column.valueOptions?.[change.field] ?? NO_OPTIONS);
  const line = changeLine(change, {
    field: (name) => (column.labels?.[name] ? ctx.t(column.labels[name]) : name),
    value: (_, value) => options.find((o) => String(o.value) === value)?.label,
    empty: ctx.t('record.change.empty'),
    yes: ctx.t('record.change.yes'),
    no: ctx.t('record.change.no'),
  });
  return (
    <li title={line.full}>
      <span className="pc-record-changes__field">{ctx.t('record.change.field', { field: line.field })}</span>
      <span className="pc-record-changes__before">{line.before}</span>
      <span className="pc-record-changes__arrow" aria-hidden="true">
        →
      </span>
      <span className="cm-visually-hidden">{ctx.t('record.change.to')}</span>
      <span className="pc-record-changes__after">{line.after}</span>
    </li>
  );
}

/** A list of changes, a line each. */
function ChangesCell({ ctx, column, value }: { ctx: BlockContext; column: RecordColumn; value: unknown }) {
  const changes = changesOf(value);
  if (changes.length === 0) return <span>—</span>;
  return (
    <ul className="pc-record-changes">
      {changes.map((change, i) => (
        <ChangeItem key={`${change.field}:${i}`} ctx={ctx} column={column} change={change} />
      ))}
    </ul>
  );
}

export function Cell({ ctx, column, row, to }: { ctx: BlockContext; column: RecordColumn; row: RecordData; to?: string }) {
  const value = row[column.key];
  if (column.format === 'tag') return <TagCell ctx={ctx} column={column} value={value} />;
  if (column.format === 'changes') return <ChangesCell ctx={ctx} column={column} value={value} />;
  const shown = text(ctx, column, value) || '—';
  const sub = column.sub ? row[column.sub] : undefined;
  const depth = column.indent ? Math.max(0, Math.min(MAX_DEPTH, Number(row[column.indent]) || 0)) : 0;
  return (
    <div className="pc-record-table__cell" style={depth ? { paddingInlineStart: depth * 24 } : undefined}>
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
