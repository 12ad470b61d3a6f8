// record-table: a list of records as the page declares it (publish-workspace: the publishers' positions; the admins'
// accounts, units and audit log): columns, row links, row actions, a button to a new record, status tabs, a keyword
// and filters in the query, and a pager (a Paged answer; a plain array is the whole list).
import { useRef } from 'react';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Paged } from '@/src/core/envelope';
import type { PropsFor } from '@/src/core/blocks/block-types';
import type { BlockProps } from '@/src/runtime/block-props';
import { totalText } from '@/renderers/common/capped-count';
import { asPaged } from '@/renderers/common/paged';
import { holdsRole } from '@/renderers/common/record/censor-role';
import { rowLinkOf, type RecordData } from '@/renderers/common/record/record-fill';
import { useRecordAction } from '@/renderers/common/record/use-record-action';
import { pcServices } from '@/renderers/pc/kit-services';
import { blockState } from '@/renderers/pc/shared/block-state';
import { Pager } from '@/renderers/pc/shared/pager';
import { RecordActionBar } from '@/renderers/pc/shared/record-action-bar';
import { RoleGate } from '@/renderers/pc/shared/role-gate';
import { Cell } from './cells';
import { TableFilters } from './table-filters';
import './record-table.css';

type Props = BlockProps<Paged<RecordData> | RecordData[], PropsFor<'record-table'>>;

function RowActions({ props, row }: { props: Props; row: RecordData }) {
  const runner = useRecordAction(props.ctx, pcServices, { record: row, reload: props.reload });
  return <RecordActionBar ctx={props.ctx} actions={props.props.actions} record={row} runner={runner} compact />;
}

function columns(props: Props): ColumnsType<RecordData> {
  const { ctx, props: p } = props;
  const shown: ColumnsType<RecordData> = (p.columns ?? []).map((column) => ({
    key: column.key,
    title: ctx.t(column.title),
    render: (_, row) => <Cell ctx={ctx} column={column} row={row} to={rowLinkOf(p.rowLinks, row)} />,
  }));
  if (!p.actions?.length) return shown;
  return [...shown, { key: 'actions', title: ctx.t('record.actions'), render: (_, row) => <RowActions props={props} row={row} /> }];
}

export default function RecordTable(props: Props) {
  const { ctx, props: p } = props;
  const listRef = useRef<HTMLElement>(null);
  if (!holdsRole(ctx, p.role)) return <RoleGate ctx={ctx} description={`record.notAllowed.${p.role}`} />;
  const paged = asPaged(props.data, p.pageSize);
  const state = blockState(props, { empty: false, rows: 6 });
  return (
    <section className="pc-record-table pc-card" aria-labelledby="pc-record-table-title" ref={listRef}>
      <header className="pc-record-table__head">
        <h2 className="pc-record-table__title" id="pc-record-table-title">
          {ctx.t(p.title ?? 'record.list')}
        </h2>
        <span className="pc-record-table__total">{totalText(ctx, paged.total, paged.totalCapped)}</span>
        <span className="pc-record-table__buttons">
          {(p.links ?? []).map((link) => (
            <Button key={link.to} href={ctx.href(link.to)} onClick={(e) => (e.preventDefault(), ctx.navigate(link.to))}>
              {ctx.t(link.text)}
            </Button>
          ))}
          {p.create && (
            <Button type="primary" href={ctx.href(p.create.to)} onClick={(e) => (e.preventDefault(), ctx.navigate(p.create!.to))}>
              {ctx.t(p.create.text)}
            </Button>
          )}
        </span>
      </header>
      <TableFilters ctx={ctx} tabs={p.tabs} tabParam={p.tabParam} keyword={p.keyword} placeholder={p.keywordPlaceholder} filters={p.filters} />
      {state ?? (
        <Table<RecordData>
          rowKey={(row) => String(row[p.rowKey])}
          columns={columns(props)}
          dataSource={paged.list}
          pagination={false}
          loading={props.loading}
          // antd greys an empty table's text below 4.5:1: the words are readable
          locale={{ emptyText: <span className="pc-record-table__empty">{ctx.t(p.empty ?? 'record.empty')}</span> }}
        />
      )}
      {p.pager && !Array.isArray(props.data) && <Pager ctx={ctx} page={paged.page} pageSize={paged.pageSize} total={paged.total} capped={paged.totalCapped} scrollTarget={listRef} />}
    </section>
  );
}
