// The check's answer: how many rows are fine and a table of the bad ones (row, column, message); the import is
// offered only when no row is bad. A refused file shows the server's words instead.
import { Alert, Button, Table } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import { fineRows, type ImportRowError, type ImportState } from '@/renderers/common/record/use-record-import';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

const COLUMNS = ['row', 'column', 'message'] as const;

function BadRows({ ctx, errors }: { ctx: BlockContext; errors: ImportRowError[] }) {
  return (
    <>
      <h4 className="pc-record-import__errors-title" id="pc-record-import-errors">
        {ctx.t('record.import.errors')}
      </h4>
      <Table<ImportRowError & { key: number }>
        aria-labelledby="pc-record-import-errors"
        size="small"
        pagination={errors.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        dataSource={errors.map((e, i) => ({ ...e, key: i }))}
        columns={COLUMNS.map((key) => ({ key, dataIndex: key, title: ctx.t(`record.import.col.${key}`), width: key === 'message' ? undefined : 140 }))}
      />
    </>
  );
}

export function CheckStep({ ctx, state, onImport }: { ctx: BlockContext; state: ImportState; onImport: () => void }) {
  const { checked, refusal, busy } = state;
  return (
    <li className="pc-record-import__step">
      <h3 className="pc-record-import__step-title">{ctx.t('record.import.stepCheck')}</h3>
      <div aria-live="polite">
        {busy === 'check' && <p>{ctx.t('record.import.checking')}</p>}
        {refusal && <Alert type="error" showIcon message={ctx.t('record.import.refused')} description={refusal} />}
        {checked && (
          <p className="pc-record-import__summary">{ctx.t('record.import.summary', { rows: checked.rows, fine: fineRows(checked) })}</p>
        )}
        {checked && checked.errors.length > 0 && <Alert type="warning" showIcon message={ctx.t('record.import.bad', { count: checked.errors.length })} />}
        {checked && checked.errors.length === 0 && <Alert type="success" showIcon message={ctx.t('record.import.ready')} />}
      </div>
      {checked && checked.errors.length > 0 && <BadRows ctx={ctx} errors={checked.errors} />}
      {checked && checked.errors.length === 0 && checked.rows > 0 && (
        <Button type="primary" className="pc-record-import__submit" loading={buttonBusy(busy === 'import')} onClick={onImport}>
          {ctx.t('record.import.submit', { rows: checked.rows })}
        </Button>
      )}
    </li>
  );
}
