// The columns of the import sheet: one per field of the integration API's position body (position-body.ts), plus
// the position's code, which that API takes from its path. Headings in Chinese and English; a file may use either.
import type { PositionBody } from '@/server/integration/position-body';

export type ImportLocale = 'zh-CN' | 'en-US';

/** How a cell becomes a body value (cell-values.ts). */
export type ColumnKind = 'text' | 'integer' | 'date' | 'list';

export type ColumnKey = 'code' | keyof PositionBody;

export interface Column {
  key: ColumnKey;
  kind: ColumnKind;
  required: boolean;
  heading: Record<ImportLocale, string>;
  help: Record<ImportLocale, string>;
  /** the example row's value; a Date for date columns */
  example: string | number | Date;
}

const col = (key: ColumnKey, kind: ColumnKind, required: boolean, zh: string, en: string, helpZh: string, helpEn: string, example: Column['example']): Column => ({
  key,
  kind,
  required,
  heading: { 'zh-CN': zh, 'en-US': en },
  help: { 'zh-CN': helpZh, 'en-US': helpEn },
  example,
});

export const COLUMNS: readonly Column[] = [
  col('code', 'text', true, '职位编码', 'code', '本单位对职位的编码，门户内唯一；已有此编码的职位被替换，否则新建。字母、数字和 . _ -，至多 64 个字符', "Your own id of the position, unique in the portal: an existing position of this code is replaced, else one is made. Letters, digits and . _ -, at most 64", 'HR-0001'),
  col('title', 'text', true, '职位名称', 'title', '至多 100 个字', 'At most 100 characters', '人事系统对接工程师'),
  col('unitCode', 'text', true, '单位编码', 'unitCode', '门户中单位的编码（单位管理中可见），须在您可管理的单位之内', "A unit's code in the portal (see unit management); the unit must be one you manage", 'U4'),
  col('recruitType', 'text', true, '招聘类型', 'recruitType', 'social（社会招聘）、campus（校园招聘）、veterans（退役军人），或门户站点配置的类型', "social, campus, veterans, or a type the portal's site lists", 'social'),
  col('regionCode', 'text', true, '地区编码', 'regionCode', '工作地点的行政区划代码（GB/T 2260，6 位数字）', 'Work place: a GB/T 2260 region code of 6 digits', '110108'),
  col('headcount', 'integer', true, '招聘人数', 'headcount', '1 到 100000 的整数', 'A whole number from 1 to 100000', 3),
  col('education', 'text', false, '学历编码', 'education', '学历字典的编码；不填为 99（不限）', 'A code of the education dictionary; blank: 99 (any)', '20'),
  col('categoryId', 'integer', false, '职位类别', 'categoryId', '职位类别的编号；不填为第一个一级类别', 'A position category id; blank: the first top-level category', 101),
  col('salaryMin', 'integer', false, '薪资下限', 'salaryMin', '整数；可不填', 'Whole number; may be blank', 15000),
  col('salaryMax', 'integer', false, '薪资上限', 'salaryMax', '整数，不小于薪资下限；可不填', 'Whole number, not below salaryMin; may be blank', 25000),
  col('salaryUnit', 'text', false, '薪资单位', 'salaryUnit', '薪资单位字典的编码；填写了薪资时不填为 1（元/月）', 'A code of the salary unit dictionary; blank with an amount: 1 (per month)', '1'),
  col('publishDate', 'date', false, '报名开始', 'publishDate', '日期（Excel 日期或 YYYY-MM-DD）；不填时沿用已有职位的，新职位为当天', 'A date (an Excel date or YYYY-MM-DD); blank: the stored one, or today for a new position', new Date(Date.UTC(2026, 10, 20))),
  col('deadline', 'date', true, '报名截止', 'deadline', '日期（Excel 日期或 YYYY-MM-DD），不早于报名开始', 'A date (an Excel date or YYYY-MM-DD), not before publishDate', new Date(Date.UTC(2026, 11, 31))),
  col('duty', 'text', true, '岗位职责', 'duty', '纯文本，可换行；至多 20000 个字', 'Plain text, line breaks kept; at most 20000 characters', '负责与人事系统的接口对接\n维护职位数据同步'),
  col('requirement', 'text', true, '任职要求', 'requirement', '纯文本，可换行；至多 20000 个字', 'Plain text, line breaks kept; at most 20000 characters', '本科及以上学历；\n熟悉 HTTP 接口'),
  col('resumeTemplate', 'text', false, '简历模板', 'resumeTemplate', '简历模板的编号；不填按招聘类型选择', 'A resume template id; blank: chosen by the recruit type', 'social'),
  col('tags', 'list', false, '标签', 'tags', '以逗号或顿号分隔，至多 10 个，每个至多 20 个字', 'Separated by commas, at most 10 of at most 20 characters each', '双休、五险一金'),
];

/** A heading cell's column: Chinese exactly, English whatever its case; spaces around either are ignored. */
export function columnOfHeading(text: string): Column | undefined {
  const wanted = text.trim();
  const lower = wanted.toLowerCase();
  return COLUMNS.find((c) => c.heading['zh-CN'] === wanted || c.heading['en-US'].toLowerCase() === lower);
}
