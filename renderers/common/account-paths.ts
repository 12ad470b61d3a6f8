// Paths that blocks used to hard-code ('usercenter', 'review'), read from the site file's account menus, so
// that another template moves them without code. The home comes from the route file (ctx.homePath).
import type { Terminal } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';

/** Where the unread notifications are read: the candidate menu's "unread" entry, if the site gives one. */
export function unreadPath(ctx: BlockContext, terminal: Terminal): string | undefined {
  return ctx.siteFile.accountMenu?.[terminal]?.find((item) => item.kind === 'unread')?.to;
}

/** The candidate's application assistant (the "unread" entry), else the home. */
export function applicationsPath(ctx: BlockContext, terminal: Terminal): string {
  return unreadPath(ctx, terminal) ?? ctx.homePath;
}

/** A reviewer's workspace: the first link of the reviewers' account menu, else the home. */
export function reviewerWorkspacePath(ctx: BlockContext, terminal: Terminal): string {
  return ctx.siteFile.reviewerAccountMenu?.[terminal]?.find((item) => item.kind !== 'logout')?.to ?? ctx.homePath;
}
