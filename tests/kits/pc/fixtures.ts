// Sample answers for the pc block tests. Tests only.
import type { Activity, Notice, Position, QuestionAnswer, SearchConditions, Unit } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';

export function position(over: Partial<Position> = {}): Position {
  return {
    id: 101,
    title: '软件开发工程师',
    recruitType: 'social',
    unitId: 7,
    unitName: '中铁建设集团有限公司',
    categoryId: 3,
    categoryName: '技术类',
    regionCode: '110100',
    regionName: '北京市',
    education: 'bachelor',
    educationName: '本科',
    headcount: 3,
    salaryMin: 8000,
    salaryMax: 12000,
    salaryUnit: '元/月',
    tags: ['五险一金', '双休'],
    publishDate: '2026-03-01',
    deadline: '2026-04-30',
    status: 'open',
    ...over,
  };
}

export function paged<T>(list: T[], over: Partial<Paged<T>> = {}): Paged<T> {
  return { list, total: list.length, page: 1, pageSize: 10, ...over };
}

export function unit(over: Partial<Unit> = {}): Unit {
  return {
    id: 7,
    parentId: null,
    name: '中铁建设集团有限公司',
    industry: '建筑业',
    city: '北京',
    intro: '中铁建设集团是世界 500 强企业的骨干成员。',
    logoText: '中铁',
    positionCount: 12,
    hot: true,
    ...over,
  };
}

export function notice(over: Partial<Notice> = {}): Notice {
  return {
    id: 31,
    title: '2026 年度校园招聘公告',
    category: '招聘公告',
    publishDate: '2026-03-02',
    summary: '面向 2026 届高校毕业生公开招聘。',
    source: '人力资源部',
    ...over,
  };
}

export function activity(over: Partial<Activity> = {}): Activity {
  return {
    id: 5,
    title: '春季双选会',
    summary: '百家单位现场招聘。',
    place: '国家会议中心',
    startTime: '2026-04-10T09:00:00',
    endTime: '2026-04-10T16:00:00',
    deadline: '2099-04-08',
    capacity: 200,
    signedUp: 120,
    ...over,
  };
}

export function qa(over: Partial<QuestionAnswer> = {}): QuestionAnswer {
  return { id: 1, category: '报名', question: '可以同时申请几个职位？', answer: '每人最多申请 3 个职位。', ...over };
}

export const conditions: SearchConditions = {
  categories: [{ value: '3', label: '技术类', children: [{ value: '31', label: '软件开发' }] }, { value: '4', label: '管理类' }],
  regions: [{ value: '110000', label: '北京市', children: [{ value: '110100', label: '北京城区' }] }],
  units: [{ value: '7', label: '中铁建设集团有限公司' }],
  educations: [{ code: 'bachelor', name: '本科' }],
};
