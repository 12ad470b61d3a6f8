// Sample application answers for the following blocks' tests (h5), and a block wrapper that adds the
// following catalogue to the test translator and gives SWR a fresh cache. Tests only.
import { createElement, type ComponentType } from 'react';
import { SWRConfig } from 'swr';
import zhFollowing from '@/schemas/locales/zh-CN/following.json';
import enFollowing from '@/schemas/locales/en-US/following.json';
import zhBlocks from '@/schemas/locales/zh-CN/blocks.json';
import enBlocks from '@/schemas/locales/en-US/blocks.json';
import zhH5 from '@/schemas/locales/zh-CN/blocks-h5.json';
import enH5 from '@/schemas/locales/en-US/blocks-h5.json';
import zhMessages from '@/schemas/locales/zh-CN/messages.json';
import enMessages from '@/schemas/locales/en-US/messages.json';
import type { AppointmentSlot, Delivery, DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import { createTranslator } from '@/src/core/translate';

const catalogues = { 'zh-CN': { ...zhBlocks, ...zhH5, ...zhFollowing, ...zhMessages }, 'en-US': { ...enBlocks, ...enH5, ...enFollowing, ...enMessages } } as Record<string, Record<string, string>>;

export function withFollowing<D, P extends object>(Block: ComponentType<BlockProps<D, P>>): ComponentType<BlockProps<D, P>> {
  return function Following(props: BlockProps<D, P>) {
    const ctx = { ...props.ctx, t: createTranslator(props.ctx.locale, catalogues) };
    return createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, createElement(Block, { ...props, ctx }));
  };
}

/** A request mock answering by endpoint name; an Error answer rejects. */
export function answerBy(answers: Record<string, unknown>) {
  return async (name: string, params: Record<string, unknown> = {}) => {
    if (!(name in answers)) throw new Error(`no answer for ${name}`);
    const answer = answers[name];
    const value = typeof answer === 'function' ? (answer as (p: Record<string, unknown>) => unknown)(params) : answer;
    if (value instanceof Error) throw value;
    return value;
  };
}

export function delivery(over: Partial<Delivery> = {}): Delivery {
  return {
    id: 21,
    tag: '1',
    positionId: 101,
    position: { id: 101, title: '退役军人专项岗', unitName: '军民融合发展中心', recruitType: 'veterans', regionName: '南京市', deadline: '2026-12-30', status: 'open' },
    activity: null,
    status: 'submitted',
    submittedAt: '2026-11-18T10:00:00',
    updatedAt: '2026-11-18T10:00:00',
    withdrawable: true,
    backgroundCheck: 'none',
    feedbackOpen: false,
    unread: 0,
    history: [{ status: 'submitted', at: '2026-11-18T10:00:00' }],
    ...over,
  };
}

/** An application to a position of another title. */
export function titled(title: string, over: Partial<Delivery> = {}): Delivery {
  const d = delivery(over);
  return { ...d, position: d.position && { ...d.position, title } };
}

export function notification(over: Partial<DeliveryNotification> = {}): DeliveryNotification {
  return { id: 61, deliveryId: 21, kind: 'status', title: '资格审查通过', body: '请留意后续通知。', createdAt: '2026-11-20T09:30:00', read: true, ...over };
}

export function slot(over: Partial<AppointmentSlot> = {}): AppointmentSlot {
  return { id: 7, start: '2026-12-01T09:00:00', end: '2026-12-01T10:00:00', place: '南京市玄武区中山路 8 号', capacity: 4, taken: 1, chosen: false, ...over };
}

export function pagedOf<T>(list: T[], over: Partial<Paged<T>> = {}): Paged<T> {
  return { list, total: list.length, page: 1, pageSize: 10, ...over };
}
