import { Button, Radio } from 'antd-mobile';
import type { SlotsProps } from '@/renderers/common/notification-list/notification-feed';
import { SlotLabel, SlotsState } from '@/renderers/common/notification-list/slots-state';
import { freePlaces, useAppointmentSlots } from '@/renderers/common/notification-list/use-appointment-slots';
import { h5Services } from '@/renderers/h5/kit-services';

/** An interview invitation's times as antd-mobile's block radios: pick one that is not full and confirm it. */
export function AppointmentSlots(props: SlotsProps) {
  const { ctx, notification } = props;
  const s = useAppointmentSlots(props, h5Services);
  if (!s.slots) return null;
  if (s.confirmed || s.slots.length === 0) return <SlotsState ctx={ctx} prefix="h5" {...s} slots={s.slots} />;
  const titleId = `h5-slots-${notification.id}`;
  return (
    <div className="h5-slots">
      <p className="h5-slots__title" id={titleId}>
        {ctx.t('following.slot.choose')}
      </p>
      <div role="radiogroup" aria-labelledby={titleId}>
        <Radio.Group value={s.picked} onChange={(value) => s.pick(value as number)}>
          {s.slots.map((slot) => (
            <Radio key={slot.id} value={slot.id} disabled={freePlaces(slot) === 0} block className="h5-slots__option">
              <SlotLabel ctx={ctx} prefix="h5" slot={slot} />
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <Button block color="primary" shape="rounded" loading={s.busy} onClick={s.confirm}>
        {ctx.t('following.slot.confirm')}
      </Button>
    </div>
  );
}
