// Sample application answers for the following blocks' tests (pc). Tests only.
import { createElement, type ComponentType } from 'react';
import { SWRConfig } from 'swr';
import zhFollowing from '@/schemas/locales/zh-CN/following.json';
import enFollowing from '@/schemas/locales/en-US/following.json';
import zhMessages from '@/schemas/locales/zh-CN/messages.json';
import enMessages from '@/schemas/locales/en-US/messages.json';
import { addMessages } from '@/tests/kits/pc/test-utils';
import type { AppointmentSlot, Delivery, DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';

addMessages('zh-CN', zhFollowing);
addMessages('en-US', enFollowing);
addMessages('zh-CN', zhMessages);
addMessages('en-US', enMessages);

export function delivery(over: Partial<Delivery> = {}): Delivery {
  return {
    id: 21,
    tag: '1',
    positionId: 101,
    position: { id: 101, title: '软件开发工程师', unitName: '中铁建设集团有限公司', recruitType: 'social', regionName: '北京市', deadline: '2026-12-30', status: 'open' },
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
  return {
    id: 61,
    deliveryId: 21,
    kind: 'status',
    title: '资格审查通过',
    body: '您已通过资格审查，请留意后续通知。',
    createdAt: '2026-11-20T09:30:00',
    read: true,
    ...over,
  };
}

export function slot(over: Partial<AppointmentSlot> = {}): AppointmentSlot {
  return {
    id: 7,
    start: '2026-12-01T09:00:00',
    end: '2026-12-01T10:00:00',
    place: '北京市海淀区学院路 1 号 302 室',
    capacity: 5,
    taken: 2,
    chosen: false,
    ...over,
  };
}

export function pagedOf<T>(list: T[], over: Partial<Paged<T>> = {}): Paged<T> {
  return { list, total: list.length, page: 1, pageSize: 10, ...over };
}

/** The block with an SWR cache of its own, so that no answer leaks from one test into the next. */
export function withFreshCache<P extends object>(Block: ComponentType<P>): ComponentType<P> {
  return function Fresh(props: P) {
    return createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, createElement(Block, props));
  };
}

/** A request mock answering by endpoint name; an Error answer rejects. */
export function answerBy(answers: Record<string, unknown | ((params: Record<string, unknown>) => unknown)>) {
  return async (name: string, params: Record<string, unknown> = {}) => {
    if (!(name in answers)) throw new Error(`no answer for ${name}`);
    const answer = answers[name];
    const value = typeof answer === 'function' ? (answer as (p: Record<string, unknown>) => unknown)(params) : answer;
    if (value instanceof Error) throw value;
    return value;
  };
}
