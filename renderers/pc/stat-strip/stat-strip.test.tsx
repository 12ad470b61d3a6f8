// @vitest-environment jsdom
import { renderBlock } from '@/renderers/pc/test-utils';
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

  it('keeps its cards while loading and offers a retry after a failure', () => {
    const loading = renderBlock(StatStrip, { loading: true });
    expect(screen.getAllByRole('link')).toHaveLength(4);
    loading.unmount();
    renderBlock(StatStrip, { error: new Error('x') });
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
