import { useState } from 'react';
import { request } from '@/src/api/client';
import { useEndpoint } from '@/src/api/use-endpoint';
import type { AppointmentSlot, DeliveryNotification } from '@/src/core/application-api';
import { formatTimeSpan } from '@/src/core/format';
import type { KitServices } from '@/renderers/common/kit-services';
import type { SlotsProps } from './notification-feed';

/** The free places of a time; 0 when it is full. */
export const freePlaces = (s: AppointmentSlot) => Math.max(0, s.capacity - s.taken);

/** An interview invitation's times: the one picked, its confirm, and once confirmed the chosen time. */
export function useAppointmentSlots({ ctx, notification, onConfirmed }: SlotsProps, kit: KitServices) {
  const arrangeId = notification.appointmentTimeArrangeId;
  const { data, mutate } = useEndpoint<AppointmentSlot[]>(arrangeId ? 'appointment.list' : null, { appointmentTimeArrangeId: arrangeId });
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = data?.find((s) => s.chosen);

  const confirm = async () => {
    if (picked === null) return kit.toast('warning', ctx.t('following.slot.pickFirst'));
    setBusy(true);
    try {
      const next = await request<DeliveryNotification>('delivery.notificationConfirm', { notificationId: notification.id, slotId: picked });
      onConfirmed(next);
      kit.toast('success', ctx.t('following.slot.done'));
    } catch {
      // SLOT_FULL and the like are shown by the client; the places may have changed meanwhile
      setPicked(null);
    } finally {
      setBusy(false);
      void mutate();
    }
  };

  return {
    slots: data,
    chosen,
    confirmed: Boolean(chosen || notification.confirmedAt),
    chosenTime: chosen ? formatTimeSpan(chosen.start, chosen.end, ctx.timeZone) : '',
    picked,
    pick: setPicked,
    busy,
    confirm: () => void confirm(),
  };
}
