// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summaryOf, usePageHead, type PageHead } from '@/src/runtime/page-head';

function Head({ head, rank, children }: { head: PageHead; rank?: number; children?: React.ReactNode }) {
  usePageHead(head, rank);
  return <>{children}</>;
}

const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;

describe('page head', () => {
  it("writes the page's title, and a detail block's own head over it, whichever effect runs last", () => {
    const page = { title: '职位详情', siteName: '人才招聘网' };
    const detail = { title: '电气工程师', siteName: '人才招聘网', description: '负责变电站设计', canonical: 'https://jobs.example/pc/recruitmentview/7' };
    const { rerender, unmount } = render(
      <Head head={page}>
        <Head head={detail} rank={1} />
      </Head>,
    );
    expect(document.title).toBe('电气工程师 - 人才招聘网');
    expect(attr('meta[name="description"]', 'content')).toBe('负责变电站设计');
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://jobs.example/pc/recruitmentview/7');
    expect(attr('meta[property="og:title"]', 'content')).toBe('电气工程师');
    expect(attr('meta[property="og:url"]', 'content')).toBe('https://jobs.example/pc/recruitmentview/7');

    // the detail leaves: the page's head again, without the detail's description and address
    rerender(<Head head={page} />);
    expect(document.title).toBe('职位详情 - 人才招聘网');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    unmount();
  });

  it('cuts a description to one line of at most 120 characters', () => {
    expect(summaryOf('  第一行\n第二行  ')).toBe('第一行 第二行');
    expect(summaryOf('字'.repeat(200))).toHaveLength(120);
    expect(summaryOf('')).toBeUndefined();
  });
});
