import type { BlockContext } from '@/src/runtime/block-props';

/** The accessible name of the unread badge: "3 条未读消息" / "3 unread messages". */
export const unreadLabel = (ctx: BlockContext, count: number) => ctx.t(count === 1 ? 'account.unread.one' : 'account.unread.other', { count });
