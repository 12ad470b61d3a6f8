import { useState } from 'react';
import { Button, Radio } from 'antd';
import { request } from '@/src/api/client';
import { useEndpoint } from '@/src/api/use-endpoint';
import type { AppointmentSlot, DeliveryNotification } from '@/src/core/application-api';
import { formatTimeSpan } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { showMessage } from '@/renderers/pc/notifier';

interface SlotsProps {
  ctx: BlockContext;
  notification: DeliveryNotification;
  onConfirmed: (next: DeliveryNotification) => void;
}

const free = (s: AppointmentSlot) => Math.max(0, s.capacity - s.taken);

/** An interview invitation's times: pick one that is not full and confirm it; once confirmed, the chosen time. */
export function AppointmentSlots({ ctx, notification, onConfirmed }: SlotsProps) {
  const arrangeId = notification.appointmentTimeArrangeId;
  const { data, mutate } = useEndpoint<AppointmentSlot[]>(arrangeId ? 'appointment.list' : null, { appointmentTimeArrangeId: arrangeId });
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data) return null;

  const chosen = data.find((s) => s.chosen);
  if (chosen || notification.confirmedAt) {
    const time = chosen ? formatTimeSpan(chosen.start, chosen.end, ctx.timeZone) : '';
    return (
      <div className="pc-slots pc-slots--done">
        <p className="pc-slots__confirmed">{ctx.t('following.slot.confirmed', { time })}</p>
        {chosen && <p className="pc-slots__place">{`${ctx.t('following.slot.place')}: ${chosen.place}`}</p>}
      </div>
    );
  }
  if (data.length === 0) return <p className="pc-slots__empty">{ctx.t('following.slot.empty')}</p>;

  const confirm = async () => {
    if (picked === null) return showMessage('warning', ctx.t('following.slot.pickFirst'));
    setBusy(true);
    try {
      const next = await request<DeliveryNotification>('delivery.notificationConfirm', { notificationId: notification.id, slotId: picked });
      onConfirmed(next);
      showMessage('success', ctx.t('following.slot.done'));
    } catch {
      // SLOT_FULL and the like are shown by the client; the places may have changed meanwhile
      setPicked(null);
    } finally {
      setBusy(false);
      void mutate();
    }
  };

  const groupId = `slots-${notification.id}`;
  return (
    <div className="pc-slots">
      <p className="pc-slots__title" id={groupId}>
        {ctx.t('following.slot.choose')}
      </p>
      <div role="radiogroup" aria-labelledby={groupId} className="pc-slots__group">
        <Radio.Group className="pc-slots__list" value={picked} onChange={(e) => setPicked(e.target.value as number)}>
          {data.map((s) => (
            <Radio key={s.id} value={s.id} disabled={free(s) === 0} className="pc-slots__option">
              <span className="pc-slots__time">{formatTimeSpan(s.start, s.end, ctx.timeZone)}</span>
              <span className="pc-slots__place">{`${ctx.t('following.slot.place')}: ${s.place}`}</span>
              <span className={free(s) === 0 ? 'pc-slots__free pc-slots__free--full' : 'pc-slots__free'}>
                {free(s) === 0 ? ctx.t('following.slot.full') : ctx.t('following.slot.free', { count: free(s) })}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <Button type="primary" loading={busy} onClick={() => void confirm()}>
        {ctx.t('following.slot.confirm')}
      </Button>
    </div>
  );
}
