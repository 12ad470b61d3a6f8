import { Button, Radio } from 'antd';
import type { SlotsProps } from '@/renderers/common/notification-list/notification-feed';
import { SlotLabel, SlotsState } from '@/renderers/common/notification-list/slots-state';
import { freePlaces, useAppointmentSlots } from '@/renderers/common/notification-list/use-appointment-slots';
import { pcServices } from '@/renderers/pc/kit-services';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

/** An interview invitation's times as antd radios: pick one that is not full and confirm it. */
export function AppointmentSlots(props: SlotsProps) {
  const { ctx, notification } = props;
  const s = useAppointmentSlots(props, pcServices);
  if (!s.slots) return null;
  if (s.confirmed || s.slots.length === 0) return <SlotsState ctx={ctx} prefix="pc" {...s} slots={s.slots} />;
  const groupId = `slots-${notification.id}`;
  return (
    <div className="pc-slots">
      <p className="pc-slots__title" id={groupId}>
        {ctx.t('following.slot.choose')}
      </p>
      <div role="radiogroup" aria-labelledby={groupId} className="pc-slots__group">
        <Radio.Group className="pc-slots__list" value={s.picked} onChange={(e) => s.pick(e.target.value as number)}>
          {s.slots.map((slot) => (
            <Radio key={slot.id} value={slot.id} disabled={freePlaces(slot) === 0} className="pc-slots__option">
              <SlotLabel ctx={ctx} prefix="pc" slot={slot} />
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <Button type="primary" loading={buttonBusy(s.busy)} onClick={s.confirm}>
        {ctx.t('following.slot.confirm')}
      </Button>
    </div>
  );
}
