import type { AppointmentSlot } from '@/src/core/application-api';
import { formatTimeSpan } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { freePlaces } from './use-appointment-slots';

interface StateProps {
  ctx: BlockContext;
  prefix: 'pc' | 'h5';
  slots: AppointmentSlot[];
  confirmed: boolean;
  chosen?: AppointmentSlot;
  chosenTime: string;
}

/** The slot picker's states without a choice to make: the time confirmed, or no times at all; null otherwise. */
export function SlotsState({ ctx, prefix: p, slots, confirmed, chosen, chosenTime }: StateProps) {
  if (confirmed) {
    return (
      <div className={`${p}-slots ${p}-slots--done`}>
        <p className={`${p}-slots__confirmed`}>{ctx.t('following.slot.confirmed', { time: chosenTime })}</p>
        {chosen && <p className={`${p}-slots__place`}>{`${ctx.t('following.slot.place')}: ${chosen.place}`}</p>}
      </div>
    );
  }
  if (slots.length === 0) return <p className={`${p}-slots__empty`}>{ctx.t('following.slot.empty')}</p>;
  return null;
}

/** One time's label in a picker: when, where, and its free places or 已满. */
export function SlotLabel({ ctx, prefix: p, slot }: { ctx: BlockContext; prefix: 'pc' | 'h5'; slot: AppointmentSlot }) {
  const free = freePlaces(slot);
  return (
    <>
      <span className={`${p}-slots__time`}>{formatTimeSpan(slot.start, slot.end, ctx.timeZone)}</span>
      <span className={`${p}-slots__place`}>{`${ctx.t('following.slot.place')}: ${slot.place}`}</span>
      <span className={free === 0 ? `${p}-slots__free ${p}-slots__free--full` : `${p}-slots__free`}>
        {free === 0 ? ctx.t('following.slot.full') : ctx.t('following.slot.free', { count: free })}
      </span>
    </>
  );
}
