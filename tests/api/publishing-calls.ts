// Shared by the publishing tests: the demo publishers signed in, and a complete position form of their units.
import type { FastifyInstance } from 'fastify';
import type { Session } from './candidates';
import { reviewerLogin } from './review-helpers';

/** The seeded publishers: 王磊 over unit 1 (华夏能源集团, with 2 and 3 below) of portal 1001, 赵敏 over unit 8 of 1002. */
export const PUBLISHERS = {
  wang: { portalId: 1001, mobile: '13900000021', name: '王磊', units: [1, 2, 3] },
  zhao: { portalId: 1002, mobile: '13900000022', name: '赵敏', units: [8, 9, 10] },
} as const;

export const publisherLogin = (app: FastifyInstance, who: { portalId: number; mobile: string }): Promise<Session> => reviewerLogin(app, who);

/** A complete form of unit 2 (below 王磊's unit 1), with changes. */
export const positionForm = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  code: 'HR-2026-001',
  title: '新能源项目储备工程师',
  unitCode: 'U2',
  recruitType: 'social',
  regionCode: '320100',
  headcount: 2,
  deadline: '2026-12-31',
  duty: '<p>参与新能源项目建设</p><p>编写技术文档</p>',
  requirement: '电气工程相关专业本科及以上',
  salaryMin: 8000,
  salaryMax: 12000,
  ...changes,
});

/** A complete notice form of unit 2 (below 王磊's unit 1), with changes. */
export const noticeForm = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: '华夏能源集团2027年校园招聘公告',
  category: 'recruitment',
  unitCode: 'U2',
  bodyHtml: '<p>一、招聘对象</p><ul><li>2027届毕业生</li></ul>',
  summary: '面向2027届毕业生',
  source: '华夏能源集团人力资源部',
  ...changes,
});
