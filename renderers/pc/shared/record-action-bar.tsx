// The buttons of a record's actions (record-form, record-actions, a record-table row): each drawn when its `when`
// holds; a schedule action asks for the date and time first.
import { useState } from 'react';
import { Button, Space } from 'antd';
import type { RecordAction } from '@/src/core/blocks/record-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { meetsWhen, type RecordData } from '@/renderers/common/record/record-fill';
import type { ActionRunner } from '@/renderers/common/record/use-record-action';
import { ScheduleModal } from './schedule-modal';

interface BarProps {
  ctx: BlockContext;
  actions: RecordAction[] | undefined;
  record: RecordData;
  runner: ActionRunner;
  /** the row's table cell: small link-like buttons */
  compact?: boolean;
  /** another call (the form's save) is running */
  disabled?: boolean;
}

export function RecordActionBar({ ctx, actions, record, runner, compact, disabled }: BarProps) {
  const [scheduling, setScheduling] = useState<RecordAction | null>(null);
  const shown = (actions ?? []).filter((a) => a.kind !== 'save' && meetsWhen(record, a.when));
  if (shown.length === 0) return null;
  return (
    <Space size={compact ? 4 : 8} wrap>
      {shown.map((action) => (
        <Button
          key={action.key}
          data-action={action.key}
          size={compact ? 'small' : 'middle'}
          type={compact ? 'link' : action.primary ? 'primary' : 'default'}
          danger={action.danger}
          loading={runner.busy === action.key}
          disabled={disabled || (runner.busy !== null && runner.busy !== action.key)}
          onClick={() => (action.kind === 'schedule' ? setScheduling(action) : runner.run(action))}
        >
          {ctx.t(action.text)}
        </Button>
      ))}
      {scheduling && (
        <ScheduleModal
          ctx={ctx}
          title={ctx.t(scheduling.text)}
          onCancel={() => setScheduling(null)}
          onOk={(at) => {
            const action = scheduling;
            setScheduling(null);
            runner.run(action, at);
          }}
        />
      )}
    </Space>
  );
}
