import type { Position } from '@/src/core/entities';
import { formatDate } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';

/**
 * What a closed position's page says of it, the same on both terminals: that it is closed and, when known, since
 * when it takes no applications (the deadline that passed, or the day it was closed by hand in the portal's zone).
 * Undefined for an open position.
 */
export function closedNotice(ctx: BlockContext, p: Position): { title: string; text: string } | undefined {
  if (p.status === 'open') return undefined;
  const title = ctx.t('position.closedNotice.title');
  if (p.closedBy === 'deadline') return { title, text: ctx.t('position.closedNotice.deadline', { date: p.deadline }) };
  const day = p.closedAt ? formatDate(p.closedAt, ctx.timeZone) : '';
  return { title, text: day ? ctx.t('position.closedNotice.byHand', { date: day }) : ctx.t('position.closedNotice.undated') };
}

/** The notice in the position's head; `className` is the terminal's (its parts: `-title` and `-text`). */
export function ClosedNotice({ ctx, position, className }: { ctx: BlockContext; position: Position; className: string }) {
  const notice = closedNotice(ctx, position);
  if (!notice) return null;
  return (
    <p className={className}>
      <strong className={`${className}-title`}>{notice.title}</strong>
      <span className={`${className}-text`}>{notice.text}</span>
    </p>
  );
}
