// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { PositionCounts } from '@/src/core/entities';
import { at, renderBlock, siteFile } from '@/tests/kits/h5/test-utils';
import StatStrip from './index';

afterEach(cleanup);

describe('h5 stat-strip', () => {
  it('shows the open positions per recruitment type, each linking to its list', () => {
    renderBlock<PositionCounts>(StatStrip, { data: { all: 42, campus: 20, social: 15, veterans: 7 } });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['42全部', '20校园招聘', '15社会招聘', '7退役军人招聘']);
    expect(links[1].getAttribute('href')).toBe(at('layout/recruitment/campus/searchAll'));
  });

  it("shows the site file's recruitment types in its order, and its own types prop before them", () => {
    const data = { all: 42, campus: 20, social: 15, veterans: 7 };
    const withTypes = { ...siteFile, recruitTypes: ['veterans', 'social'] };
    renderBlock<PositionCounts>(StatStrip, { data, siteFile: withTypes });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['7退役军人招聘', '15社会招聘']);
    expect(screen.getByRole('link', { name: /退役军人招聘/ }).getAttribute('href')).toBe(at('layout/recruitment/veterans/searchAll'));
    cleanup();
    renderBlock<PositionCounts>(StatStrip, { data, siteFile: withTypes, props: { types: ['all', 'campus'] } });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['42全部', '20校园招聘']);
  });
});
