import { useRef } from 'react';
import type { Activity } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import type { BlockContext, BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { formatDate, formatDateRange, isPastDeadline } from '@/src/core/format';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { blockState } from '@/renderers/pc/shared/block-state';
import { Pager } from '@/renderers/pc/shared/pager';
import { asPaged } from '@/renderers/common/paged';
import './activity-list.css';

const DEFAULT_LINK = 'applyActivity/{id}/applyActivity';

function signUpState(a: Activity, timeZone: string): 'open' | 'full' | 'ended' | 'closed' {
  if (isPastDeadline(a.deadline, timeZone)) return 'ended';
  // closed by its publisher: only the server knows
  if (a.signUp?.state === 'closed') return 'closed';
  return a.capacity > 0 && a.signedUp >= a.capacity ? 'full' : 'open';
}

const STATE_TEXT = { open: 'pc.activity.signUp', full: 'pc.activity.full', ended: 'pc.activity.ended', closed: 'pc.activity.closed' };

function ActivityCard({ ctx, activity: a, to }: { ctx: BlockContext; activity: Activity; to: string }) {
  const state = signUpState(a, ctx.timeZone);
  const percent = a.capacity > 0 ? Math.min(100, Math.round((a.signedUp / a.capacity) * 100)) : 0;
  const capacity = ctx.t('activity.capacity', { signedUp: a.signedUp, capacity: a.capacity });
  return (
    <li className="pc-activities__card pc-card pc-card--hover">
      <AppLink ctx={ctx} to={to} className="pc-activities__title pc-link pc-stretched-link">
        {a.title}
      </AppLink>
      {a.summary && <p className="pc-activities__summary">{a.summary}</p>}
      <dl className="pc-activities__facts">
        <div>
          <dt>{ctx.t('activity.time')}</dt>
          <dd>{formatDateRange(a.startTime, a.endTime, ctx.timeZone, true)}</dd>
        </div>
        <div>
          <dt>{ctx.t('activity.place')}</dt>
          <dd>{a.place}</dd>
        </div>
        <div>
          <dt>{ctx.t('activity.deadline')}</dt>
          <dd>{formatDate(a.deadline, ctx.timeZone)}</dd>
        </div>
      </dl>
      <div className="pc-activities__foot">
        {a.capacity > 0 && (
          <div className="pc-activities__capacity">
            <span>{capacity}</span>
            {/* the text beside it says the numbers: the bar is a picture of them */}
            <span className="pc-activities__bar" aria-hidden="true">
              <span style={{ inlineSize: `${percent}%` }} />
            </span>
          </div>
        )}
        <span className={`pc-activities__state pc-activities__state--${state}`}>{ctx.t(STATE_TEXT[state])}</span>
      </div>
    </li>
  );
}

export default function ActivityList(props: BlockProps<Paged<Activity>, PropsFor<'activity-list'>>) {
  const { ctx } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const paged = asPaged(props.data, props.props.pageSize);
  const state = blockState(props, { empty: paged.list.length === 0, rows: 6 });
  if (state) return state;
  const linkPath = props.props.linkPath ?? DEFAULT_LINK;
  return (
    <div className="pc-activities" ref={listRef}>
      <ul className="pc-activities__grid" aria-label={ctx.t('pc.list.activities')}>
        {paged.list.map((a) => (
          <ActivityCard key={a.id} ctx={ctx} activity={a} to={fillPath(linkPath, a)} />
        ))}
      </ul>
      {props.props.pager && (
        <Pager ctx={ctx} page={paged.page} pageSize={paged.pageSize} total={paged.total} scrollTarget={listRef} />
      )}
    </div>
  );
}
