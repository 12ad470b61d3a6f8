// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Activity } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { paged } from '@/tests/kits/h5/fixtures';
import ActivityList from './index';

afterEach(cleanup);

const activity: Activity = {
  id: 4,
  title: '春季校园双选会',
  summary: '百家单位现场招聘',
  place: '体育馆',
  startTime: '2026-04-10T09:00:00',
  endTime: '2026-04-10T16:00:00',
  deadline: '2026-04-08',
  capacity: 200,
  signedUp: 150,
};

describe('h5 activity-list', () => {
  it('shows title, place, time, deadline and capacity', () => {
    renderBlock<Paged<Activity>>(ActivityList, { data: paged([activity]) });
    const card = within(screen.getAllByRole('listitem')[0]);
    expect(card.getByRole('heading', { name: '春季校园双选会' })).toBeTruthy();
    expect(card.getByText('体育馆')).toBeTruthy();
    expect(card.getByText('2026-04-10 09:00 ~ 2026-04-10 16:00')).toBeTruthy();
    expect(card.getByText('2026-04-08 报名截止')).toBeTruthy();
    expect(card.getByText('名额 150/200')).toBeTruthy();
  });

  it('links a row to the activity detail, under layout/ on pages there', () => {
    renderBlock<Paged<Activity>>(ActivityList, { data: paged([activity]), path: 'layout/CCTVactitivies' });
    expect(screen.getByRole('link', { name: /春季校园双选会/ }).getAttribute('href')).toBe(at('layout/applyActivity/4/applyActivity'));
  });

  it('links a row where the page says (a job fair list outside layout/)', () => {
    renderBlock<Paged<Activity>>(ActivityList, { data: paged([activity]), path: 'campus/list', props: { linkPath: 'campus/fair/{id}' } });
    expect(screen.getByRole('link', { name: /春季校园双选会/ }).getAttribute('href')).toBe(at('campus/fair/4'));
  });
});
