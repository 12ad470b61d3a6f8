// @vitest-environment jsdom
import { makeBlockProps, renderAt } from '@/tests/kits/common/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LayoutBare from './index';

describe('layout-bare', () => {
  it('draws only the page in a main landmark, with the title as a heading and theme variables', () => {
    const props = makeBlockProps({ type: 'layout-bare' });
    const { container } = renderAt(
      <LayoutBare {...props} title="职位详情">
        <p>页面内容</p>
      </LayoutBare>,
    );
    expect(screen.getByRole('main').textContent).toContain('页面内容');
    expect(screen.getByRole('heading', { level: 1, name: '职位详情' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--portal-primary')).toBe('#0b5cad');
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  it('reads right to left in Arabic', () => {
    const props = makeBlockProps({ locale: 'ar-EG' });
    const { container } = renderAt(<LayoutBare {...props} title="x">{null}</LayoutBare>);
    expect(container.firstElementChild?.getAttribute('dir')).toBe('rtl');
  });
});
