// Sample API answers for the h5 block tests.
import type { Position } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';

export function position(overrides: Partial<Position> = {}): Position {
  return {
    id: 1,
    title: '软件开发工程师',
    recruitType: 'social',
    unitId: 11,
    unitName: '中国建设集团',
    categoryId: 1,
    categoryName: '技术类',
    regionCode: '110100',
    regionName: '北京',
    education: '4',
    educationName: '本科及以上',
    headcount: 3,
    salaryMin: 8000,
    salaryMax: 12000,
    salaryUnit: '元/月',
    tags: [],
    publishDate: '2026-03-01',
    deadline: '2026-06-30',
    status: 'open',
    ...overrides,
  };
}

export function paged<T>(list: T[], total = list.length, page = 1, pageSize = 10): Paged<T> {
  return { list, total, page, pageSize };
}
