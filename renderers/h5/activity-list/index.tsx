import { ProgressBar } from 'antd-mobile';
import { Glyph } from '@/renderers/h5/shared/glyphs';
import type { Activity } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import { formatDate, formatDateRange } from '@/src/core/format';
import type { BlockContext, BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { itemsOf, pageOf } from '@/renderers/common/paged';
import { Pager } from '@/renderers/h5/shared/pager';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import '@/renderers/h5/shared/surface.css';
import './activity-list.css';

function ActivityCard({ ctx, activity: a }: { ctx: BlockContext; activity: Activity }) {
  const percent = a.capacity > 0 ? Math.min(100, Math.round((a.signedUp / a.capacity) * 100)) : 0;
  return (
    <>
      <h3 className="h5-card__title">{a.title}</h3>
      {a.summary && <p className="h5-card__text">{a.summary}</p>}
      <ul className="h5-activity__facts">
        <li>
          <Glyph name="location" aria-hidden />
          <span className="h5-visually-hidden">{ctx.t('activity.place')}</span>
          {a.place}
        </li>
        <li>
          <Glyph name="clock" aria-hidden />
          <span className="h5-visually-hidden">{ctx.t('activity.time')}</span>
          {formatDateRange(a.startTime, a.endTime, ctx.timeZone, true)}
        </li>
      </ul>
      <div className="h5-activity__foot">
        <span>{ctx.t('h5.activity.deadlineOn', { date: formatDate(a.deadline, ctx.timeZone) })}</span>
        <span>{ctx.t('activity.capacity', { signedUp: a.signedUp, capacity: a.capacity })}</span>
      </div>
      {a.capacity > 0 && <ProgressBar className="h5-activity__progress" percent={percent} aria-hidden />}
    </>
  );
}

/** A row links to props.linkPath (docs/blocks.md), by default the activity detail ("layout/" added under layout/). */
export default function ActivityList({ props, data, loading, error, reload, ctx }: BlockProps<Paged<Activity>, PropsFor<'activity-list'>>) {
  const activities = itemsOf(data);
  const detailPath = useDefaultPath(ctx, props.linkPath, 'applyActivity/{id}/applyActivity');
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={activities.length === 0}>
      <ul className="h5-cards">
        {activities.map((activity) => (
          <li key={activity.id}>
            {detailPath ? (
              <AppLink ctx={ctx} to={fillPath(detailPath, activity)} className="h5-card h5-activity">
                <ActivityCard ctx={ctx} activity={activity} />
              </AppLink>
            ) : (
              <div className="h5-card h5-activity">
                <ActivityCard ctx={ctx} activity={activity} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {props.pager && <Pager ctx={ctx} {...pageOf(data, ctx.query, props.pageSize)} />}
    </BlockState>
  );
}
