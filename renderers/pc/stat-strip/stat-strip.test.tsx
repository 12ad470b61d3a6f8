// @vitest-environment jsdom
import { renderBlock, testSiteFile } from '@/tests/kits/pc/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StatStrip from './index';

describe('pc stat-strip', () => {
  it('links each recruitment type with its open position count', () => {
    renderBlock(StatStrip, { data: { all: 1280, campus: 300, social: 900, veterans: 80 } });
    const campus = screen.getByRole('link', { name: /校园招聘/ });
    expect(campus.textContent).toContain('300');
    expect(campus.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/recruitment/campus/searchAll');
    expect(screen.getByRole('link', { name: /全部/ }).textContent).toContain('1,280');
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it("shows the site file's recruitment types in its order, and its own types prop before them", () => {
    const data = { all: 1280, campus: 300, social: 900, veterans: 80 };
    const siteFile = { ...testSiteFile, recruitTypes: ['veterans', 'all'] };
    const labels = () => screen.getAllByRole('link').map((a) => a.querySelector('.pc-stats__label')?.textContent);
    const fromSite = renderBlock(StatStrip, { data, siteFile });
    expect(labels()).toEqual(['退役军人招聘', '全部']);
    expect(screen.getByRole('link', { name: /退役军人招聘/ }).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/recruitment/veterans/searchAll');
    fromSite.unmount();
    renderBlock(StatStrip, { data, siteFile, props: { types: ['social'] } });
    expect(labels()).toEqual(['社会招聘']);
  });

  it('keeps its cards while loading and offers a retry after a failure', () => {
    const loading = renderBlock(StatStrip, { loading: true });
    expect(screen.getAllByRole('link')).toHaveLength(4);
    loading.unmount();
    renderBlock(StatStrip, { error: new Error('x') });
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
