import { deliveryStatusLabels, type DeliveryEvent } from '@/src/core/application-api';
import { formatDateTime } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';

/** The statuses an application went through, oldest first, each with its date and time and the comment given. */
export function DeliveryTimeline({ ctx, history }: { ctx: BlockContext; history: DeliveryEvent[] }) {
  const events = [...history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="pc-timeline">
      {events.map((e, i) => (
        <li key={`${e.status}-${e.at}`} className={`pc-timeline__event pc-timeline__event--${e.status}${i === events.length - 1 ? ' pc-timeline__event--current' : ''}`}>
          <span className="pc-timeline__dot" aria-hidden="true" />
          <div className="pc-timeline__body">
            <span className="pc-timeline__status">{ctx.t(deliveryStatusLabels[e.status] ?? e.status)}</span>
            <time className="pc-timeline__time" dateTime={e.at}>
              {formatDateTime(e.at, ctx.timeZone)}
            </time>
            {e.comment && <p className="pc-timeline__comment">{e.comment}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
