// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { PositionCounts } from '@/src/core/entities';
import { at, renderBlock } from '@/renderers/h5/test-utils';
import StatStrip from './index';

afterEach(cleanup);

describe('h5 stat-strip', () => {
  it('shows the open positions per recruitment type, each linking to its list', () => {
    renderBlock<PositionCounts>(StatStrip, { data: { all: 42, campus: 20, social: 15, veterans: 7 } });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['42全部', '20校园招聘', '15社会招聘', '7退役军人招聘']);
    expect(links[1].getAttribute('href')).toBe(at('layout/recruitment/campus/searchAll'));
  });
});
