import { deliveryStatusLabels, type DeliveryEvent } from '@/src/core/application-api';
import { formatDateTime } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';

/** The statuses an application went through, oldest first, each with its date and time and the comment given. */
export function DeliveryTimeline({ ctx, history }: { ctx: BlockContext; history: DeliveryEvent[] }) {
  const events = [...history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="h5-timeline">
      {events.map((e, i) => (
        <li key={`${e.status}-${e.at}`} className={`h5-timeline__event h5-timeline__event--${e.status}${i === events.length - 1 ? ' h5-timeline__event--current' : ''}`}>
          <span className="h5-timeline__dot" aria-hidden="true" />
          <div className="h5-timeline__body">
            <span className="h5-timeline__status">{ctx.t(deliveryStatusLabels[e.status] ?? e.status)}</span>
            <time className="h5-timeline__time" dateTime={e.at}>
              {formatDateTime(e.at, ctx.timeZone)}
            </time>
            {e.comment && <p className="h5-timeline__comment">{e.comment}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
