// Sample reviewer answers and a reviewer's ctx for the review blocks' tests (pc). Tests only.
import zhReview from '@/schemas/locales/zh-CN/review.json';
import enReview from '@/schemas/locales/en-US/review.json';
import zhFollowing from '@/schemas/locales/zh-CN/following.json';
import enFollowing from '@/schemas/locales/en-US/following.json';
import zhResume from '@/schemas/locales/zh-CN/resume.json';
import { addMessages, makeBlockProps, testSite, type BlockOptions } from '@/tests/kits/pc/test-utils';
import type { ReviewDetail, ReviewItem } from '@/src/core/review-api';
import type { SiteContext } from '@/src/site/site-context';
import { resumeDoc } from '@/tests/kits/pc/resume-editor/fixtures';

addMessages('zh-CN', { ...zhFollowing, ...zhResume, ...zhReview });
addMessages('en-US', { ...enFollowing, ...enReview });

export const CENSOR_BASE = '/site/1/1001/censor/pc/default/pc';
export const censorSite: SiteContext = { ...testSite, domain: 'censor', siteBase: '/site/1/1001/censor/pc', variantBase: CENSOR_BASE };

export function reviewItem(over: Partial<ReviewItem> = {}): ReviewItem {
  return {
    id: 31,
    tag: '1',
    position: { id: 101, title: '软件开发工程师', unitName: '中铁建设集团有限公司' },
    activity: null,
    candidate: { name: '王小明', mobile: '13800000012', email: null },
    status: 'submitted',
    submittedAt: '2026-11-18T10:00:00',
    updatedAt: '2026-11-18T10:00:00',
    actions: ['start'],
    ...over,
  };
}

export function reviewDetail(over: Partial<ReviewDetail> = {}): ReviewDetail {
  return {
    ...reviewItem(),
    history: [{ status: 'submitted', at: '2026-11-18T10:00:00' }],
    resume: resumeDoc(),
    ...over,
  };
}

/** Block props on a censor-domain page with a signed-in reviewer (or another user). */
/** reviewer: a censor account with the reviewer role; publisher, admin: ones with that role only; candidate: a portal account. */
export function reviewerProps<D>(options: BlockOptions<D>, user: 'reviewer' | 'candidate' | 'publisher' | 'admin' = 'reviewer') {
  const props = makeBlockProps<D>({ site: censorSite, ...options });
  props.ctx.user = {
    reviewer: { id: 9, name: '陈静', domain: 'censor' as const, roles: ['reviewer' as const] },
    publisher: { id: 10, name: '王敏', domain: 'censor' as const, roles: ['publisher' as const] },
    admin: { id: 11, name: '李娜', domain: 'censor' as const, roles: ['admin' as const] },
    candidate: { id: 42, name: '张三', domain: 'portal' as const },
  }[user];
  return props;
}
