// What is measured at each step: the careers list as a guest (keywords, filters, a deep page, the tab counts),
// the application assistant's list of the candidate with many applications, the reviewers' search and the notices.
import type { FastifyInstance } from 'fastify';
import { login } from '@/tests/api/candidates';
import { reviewerLogin } from '@/tests/api/review-helpers';
import type { Call } from './measure';
import { NOTICE_KEYWORD } from './notices';
import { KEYWORDS } from './words';

/** 张明, the demo candidate of the default portal: the bench gives him the many applications. */
export const HEAVY_CANDIDATE = { portalId: 1001, mobile: '13800000001', userId: 1 };
/** 陈静, the demo reviewer of unit 1's tree (where some generated units sit too). */
const REVIEWER = { portalId: 1001, mobile: '13900000001' };
const DEEP_PAGE = 500;
const PAGE_SIZE = 10;
/** the filtered search: social positions in 江苏省 of 技术研发 (a province and a top category match their children) */
const FILTERS = { recruitType: 'social', regionCode: '320000', categoryId: '1' };

export async function callsOf(app: FastifyInstance): Promise<Array<{ key: string; label: string; call: Call }>> {
  const first = await app.inject({ method: 'POST', url: '/pt/portal/rest/careers/search', headers: { 'qx-portal': '1001' }, payload: { page: 1, pageSize: PAGE_SIZE } });
  const total = (first.json() as { data: { total: number } }).data.total;
  const deepPage = Math.max(1, Math.min(DEEP_PAGE, Math.ceil(total / PAGE_SIZE)));
  const candidate = await login(app, HEAVY_CANDIDATE);
  const reviewer = await reviewerLogin(app, REVIEWER);
  const search = (params: Record<string, unknown>): Call => ({ name: 'careers.search', params: { page: 1, pageSize: PAGE_SIZE, ...params } });
  return [
    { key: 'search', label: 'search, page 1', call: search({}) },
    ...Object.entries(KEYWORDS).map(([kind, keyword]) => ({ key: `keyword ${kind}`, label: `search "${keyword}" (${kind})`, call: search({ keyword }) })),
    { key: 'filtered', label: 'search type+region+category', call: search(FILTERS) },
    { key: 'deep page', label: `search page ${deepPage}${deepPage < DEEP_PAGE ? ' (last)' : ''}`, call: search({ page: deepPage }) },
    { key: 'count', label: 'careers.count (type tabs)', call: { name: 'careers.count' } },
    { key: 'assistant', label: 'delivery.search (assistant)', call: { name: 'delivery.search', params: { page: 1, pageSize: PAGE_SIZE }, headers: candidate.headers } },
    { key: 'reviewer', label: 'review.search (reviewer)', call: { name: 'review.search', params: { page: 1, pageSize: PAGE_SIZE }, headers: reviewer.headers } },
    { key: 'notices', label: 'notice.search, page 1', call: { name: 'notice.search', params: { page: 1, pageSize: PAGE_SIZE } } },
    { key: 'notices keyword', label: `notice.search "${NOTICE_KEYWORD}"`, call: { name: 'notice.search', params: { page: 1, pageSize: PAGE_SIZE, keyword: NOTICE_KEYWORD } } },
  ];
}
