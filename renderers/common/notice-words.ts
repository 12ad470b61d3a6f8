import type { DeliveryNotification } from '@/src/core/application-api';
import { noticeText } from '@/src/core/notice-messages';
import type { BlockContext } from '@/src/runtime/block-props';

/** A notification's title and body in the reader's language (message.{kind}.*), its stored text for an unknown kind. */
export const noticeWords = (ctx: Pick<BlockContext, 't' | 'timeZone'>, n: DeliveryNotification) => noticeText(n, ctx.t, ctx.timeZone);
