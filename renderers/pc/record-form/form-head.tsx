import { Alert, Tag } from 'antd';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { formatDateTime } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import type { RecordData } from '@/renderers/common/record/record-fill';

/** The record's heading, its state (scheduled for when, a status) and the last failure of a scheduled publish. */
export function FormHead({ ctx, props: p, record, values }: { ctx: BlockContext; props: PropsFor<'record-form'>; record: RecordData; values?: RecordData }) {
  const named = p.titleField ? values?.[p.titleField] : undefined;
  const title = typeof named === 'string' && named ? named : ctx.t(p.title ?? 'record.new');
  const status = typeof record.status === 'string' ? record.status : undefined;
  const at = typeof record.publishAt === 'string' ? record.publishAt : undefined;
  return (
    <header className="pc-record-form__head">
      <h2 className="pc-record-form__title" id="pc-record-form-title">
        {title}
      </h2>
      {status && <Tag color={status === 'published' ? 'success' : 'default'}>{ctx.t(`record.status.${status}`)}</Tag>}
      {at && <Tag color="warning">{ctx.t('record.scheduledAt', { at: formatDateTime(at, ctx.timeZone) })}</Tag>}
      {typeof record.lastError === 'string' && record.lastError && (
        <Alert type="error" showIcon className="pc-record-form__alert" message={ctx.t('record.lastError', { error: record.lastError })} />
      )}
    </header>
  );
}
