import { useState } from 'react';
import { DatePicker, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { BlockContext } from '@/src/runtime/block-props';

interface ScheduleProps {
  ctx: BlockContext;
  title: string;
  onOk: (iso: string) => void;
  onCancel: () => void;
}

/** Asks when a scheduled action happens: a date and time from now on, sent as an ISO instant. */
export function ScheduleModal({ ctx, title, onOk, onCancel }: ScheduleProps) {
  const [at, setAt] = useState<Dayjs | null>(() => dayjs().add(1, 'day').startOf('hour').hour(9));
  return (
    <Modal
      open
      title={title}
      okText={ctx.t('record.confirm.ok')}
      cancelText={ctx.t('record.confirm.cancel')}
      okButtonProps={{ disabled: !at }}
      onOk={() => at && onOk(at.toISOString())}
      onCancel={onCancel}
    >
      <p>{ctx.t('record.schedule.prompt')}</p>
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        value={at}
        onChange={setAt}
        disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
        aria-label={ctx.t('record.schedule.label')}
        style={{ width: '100%' }}
      />
    </Modal>
  );
}
