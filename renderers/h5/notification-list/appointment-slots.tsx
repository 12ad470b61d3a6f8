import { useState } from 'react';
import { Button, Radio, Toast } from 'antd-mobile';
import { request } from '@/src/api/client';
import { useEndpoint } from '@/src/api/use-endpoint';
import type { AppointmentSlot, DeliveryNotification } from '@/src/core/application-api';
import { formatTimeSpan } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';

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
    return (
      <div className="h5-slots h5-slots--done">
        <p className="h5-slots__confirmed">{ctx.t('following.slot.confirmed', { time: chosen ? formatTimeSpan(chosen.start, chosen.end, ctx.timeZone) : '' })}</p>
        {chosen && <p className="h5-slots__place">{`${ctx.t('following.slot.place')}: ${chosen.place}`}</p>}
      </div>
    );
  }
  if (data.length === 0) return <p className="h5-slots__empty">{ctx.t('following.slot.empty')}</p>;

  const confirm = async () => {
    if (picked === null) return void Toast.show({ content: ctx.t('following.slot.pickFirst') });
    setBusy(true);
    try {
      const next = await request<DeliveryNotification>('delivery.notificationConfirm', { notificationId: notification.id, slotId: picked });
      onConfirmed(next);
      Toast.show({ icon: 'success', content: ctx.t('following.slot.done') });
    } catch {
      // SLOT_FULL and the like are shown by the client; the places may have changed meanwhile
      setPicked(null);
    } finally {
      setBusy(false);
      void mutate();
    }
  };

  const titleId = `h5-slots-${notification.id}`;
  return (
    <div className="h5-slots">
      <p className="h5-slots__title" id={titleId}>
        {ctx.t('following.slot.choose')}
      </p>
      <div role="radiogroup" aria-labelledby={titleId}>
        <Radio.Group value={picked} onChange={(value) => setPicked(value as number)}>
          {data.map((s) => (
            <Radio key={s.id} value={s.id} disabled={free(s) === 0} block className="h5-slots__option">
              <span className="h5-slots__time">{formatTimeSpan(s.start, s.end, ctx.timeZone)}</span>
              <span className="h5-slots__place">{`${ctx.t('following.slot.place')}: ${s.place}`}</span>
              <span className={free(s) === 0 ? 'h5-slots__free h5-slots__free--full' : 'h5-slots__free'}>
                {free(s) === 0 ? ctx.t('following.slot.full') : ctx.t('following.slot.free', { count: free(s) })}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <Button block color="primary" shape="rounded" loading={busy} onClick={() => void confirm()}>
        {ctx.t('following.slot.confirm')}
      </Button>
    </div>
  );
}
