// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { QuestionAnswer } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import { renderBlock } from '@/tests/kits/h5/test-utils';
import { paged } from '@/tests/kits/h5/fixtures';
import QaList from './index';

afterEach(cleanup);

const qas: QuestionAnswer[] = [
  { id: 1, category: '报名', question: '可以同时申请几个职位？', answer: '每人最多申请两个职位。' },
  { id: 2, category: '考试', question: '笔试在哪里举行？', answer: '见准考证。' },
];

describe('h5 qa-list', () => {
  it('lists the questions and opens an answer on tap', () => {
    renderBlock<Paged<QuestionAnswer>>(QaList, { data: paged(qas) });
    expect(screen.getByText('可以同时申请几个职位？')).toBeTruthy();
    expect(screen.getByText('笔试在哪里举行？')).toBeTruthy();
    expect(screen.queryByText('每人最多申请两个职位。')).toBeNull();
    fireEvent.click(screen.getByText('可以同时申请几个职位？'));
    expect(screen.getByText('每人最多申请两个职位。')).toBeTruthy();
  });

  it('pages through ?page=', () => {
    const view = renderBlock<Paged<QuestionAnswer>>(QaList, { data: paged(qas, 30, 1), path: 'layout/questionandanswer' });
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(view.location().search).toBe('?page=2');
  });
});
