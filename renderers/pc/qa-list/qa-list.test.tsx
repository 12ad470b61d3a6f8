// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paged, qa } from '@/tests/kits/pc/fixtures';
import QaList from './index';

describe('pc qa-list', () => {
  it('folds each answer under its question', async () => {
    renderBlock(QaList, { data: paged([qa(), qa({ id: 2, question: '如何修改简历？', answer: '在个人中心修改。' })]) });
    const question = screen.getByRole('button', { name: /可以同时申请几个职位/ });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('每人最多申请 3 个职位。')).toBeNull();
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('每人最多申请 3 个职位。')).toBeTruthy();
    expect(screen.getAllByText('报名')).toHaveLength(2);
  });

  it('pages with ?page=', async () => {
    const { ctx } = renderBlock(QaList, { data: paged([qa()], { total: 21 }) });
    fireEvent.click(await screen.findByTitle('2'));
    expect(ctx.setQuery).toHaveBeenCalledWith({ page: 2 });
  });
});
