import { deliveryStatusLabels, type DeliveryEvent } from '@/src/core/application-api';
import { formatDateTime } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';

/**
 * The statuses an application went through, oldest first, each with its date and time and the comment given;
 * the candidate's and the reviewer's view, styled by each terminal's delivery-flow.css.
 */
export function DeliveryTimeline({ ctx, history, prefix: p }: { ctx: BlockContext; history: DeliveryEvent[]; prefix: 'pc' | 'h5' }) {
  const events = [...history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className={`${p}-timeline`}>
      {events.map((e, i) => (
        <li key={`${e.status}-${e.at}-${i}`} className={`${p}-timeline__event ${p}-timeline__event--${e.status}${i === events.length - 1 ? ` ${p}-timeline__event--current` : ''}`}>
          <span className={`${p}-timeline__dot`} aria-hidden="true" />
          <div className={`${p}-timeline__body`}>
            <span className={`${p}-timeline__status`}>{ctx.t(deliveryStatusLabels[e.status] ?? e.status)}</span>
            <time className={`${p}-timeline__time`} dateTime={e.at}>
              {formatDateTime(e.at, ctx.timeZone)}
            </time>
            {e.undo && <p className={`${p}-timeline__undo`}>{ctx.t('review.history.undo')}</p>}
            {e.comment && <p className={`${p}-timeline__comment`}>{e.comment}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
