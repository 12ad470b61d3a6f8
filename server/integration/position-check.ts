// A position body against the portal's data: the unit, type, region, category and dictionary codes must exist, the
// dates be real and in order, the salary range be a range. Every bad field is named; the row's values otherwise.
import type { SiteFile } from '@/src/core/schema-types';
import type { Db } from '@/server/db/database';
import { RESUME_TEMPLATE_OF } from '@/server/db/seed/position-row';
import type { PortalRow } from '@/server/portals/portal-queries';
import { findTemplate } from '@/server/resume/templates';
import type { SchemaStore } from '@/server/schemas/schema-store';
import { isDate } from './body-parts';
import { badFields, schemaErrors } from './field-errors';
import { positionBodySchema, type PositionBody } from './position-body';
import { richTextToPlain } from './rich-text';

export interface CheckContext {
  db: Db;
  store: SchemaStore;
  portal: PortalRow;
  /** Beijing date */
  today: string;
  /**
   * Reference lookups (units, regions, categories, dictionaries) kept for the life of the context: a caller
   * checking thousands of bodies at once (the Excel import) passes an empty Map and reads each code once rather
   * than per body. Absent: read for each body, as a single PUT wants.
   */
  lookups?: Map<string, Promise<unknown>>;
}

function lookup<T>(ctx: CheckContext, key: string, read: () => Promise<T>): Promise<T> {
  if (!ctx.lookups) return read();
  let found = ctx.lookups.get(key) as Promise<T> | undefined;
  if (!found) ctx.lookups.set(key, (found = read()));
  return found;
}

/** The columns a PUT writes (id, portal and code aside). */
export interface PositionValues {
  unit_id: number;
  title: string;
  recruit_type: string;
  category_id: number;
  region_code: string;
  education: string;
  headcount: number;
  salary_min: number | null;
  salary_max: number | null;
  salary_unit: string | null;
  tags: string;
  publish_date: string;
  deadline: string;
  status: string;
  description: string;
  requirement: string;
  resume_template: string;
}

const termName = (ctx: CheckContext, type: string, code: string) =>
  lookup(ctx, `term:${type}:${code}`, async () => (await ctx.db.selectFrom('terms').select('name').where('type', '=', type).where('code', '=', code).executeTakeFirst())?.name);

/** The spec's types (the recruitType dictionary) and those the portal's site file lists. */
function recruitTypes(ctx: CheckContext): Promise<string[]> {
  return lookup(ctx, 'recruitTypes', () => readRecruitTypes(ctx));
}

async function readRecruitTypes(ctx: CheckContext): Promise<string[]> {
  const terms = await ctx.db.selectFrom('terms').select('code').where('type', '=', 'recruitType').execute();
  const site = ctx.store.value(`sites/${ctx.portal.template}.json`) as SiteFile | undefined;
  return [...terms.map((t) => t.code), ...(site?.recruitTypes ?? []).filter((t) => t !== 'all')];
}

function defaultCategory(ctx: CheckContext): Promise<number | undefined> {
  return lookup(ctx, 'defaultCategory', async () => (await ctx.db.selectFrom('career_categories').select('id').where('parent_id', 'is', null).orderBy('sort').orderBy('id').executeTakeFirst())?.id);
}

/** The row's values, or a 400 naming every bad field. `storedPublishDate`: kept when the body sends none. */
export async function checkPosition(ctx: CheckContext, raw: unknown, storedPublishDate?: string): Promise<PositionValues> {
  const errors = schemaErrors(positionBodySchema, raw);
  const bad = new Set(errors.map((e) => e.field));
  const add = (field: string, message: string) => {
    if (bad.has(field)) return;
    bad.add(field);
    errors.push({ field, message });
  };
  // each data check runs on a field the schema accepted; a body that is not an object has no fields to check
  const body = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Partial<PositionBody>;
  const given = (field: keyof PositionBody) => body[field] !== undefined && body[field] !== null && !bad.has(field);
  const { db, portal } = ctx;

  const unit = given('unitCode')
    ? await lookup(ctx, `unit:${body.unitCode}`, () => db.selectFrom('units').select('id').where('portal_id', '=', portal.id).where('code', '=', body.unitCode!).executeTakeFirst())
    : undefined;
  if (given('unitCode') && !unit) add('unitCode', `参数 unitCode 单位编码 ${body.unitCode} 不存在`);
  if (given('recruitType') && !(await recruitTypes(ctx)).includes(body.recruitType!)) add('recruitType', `参数 recruitType 招聘类型 ${body.recruitType} 不存在`);
  if (given('regionCode') && !(await lookup(ctx, `region:${body.regionCode}`, () => db.selectFrom('regions').select('code').where('code', '=', body.regionCode!).executeTakeFirst()))) {
    add('regionCode', `参数 regionCode 地区编码 ${body.regionCode} 不存在`);
  }
  const categoryId = body.categoryId ?? (await defaultCategory(ctx));
  if (categoryId === undefined) add('categoryId', '缺少必填参数 categoryId（门户没有职位类别）');
  else if (given('categoryId') && !(await lookup(ctx, `category:${categoryId}`, () => db.selectFrom('career_categories').select('id').where('id', '=', categoryId!).executeTakeFirst()))) {
    add('categoryId', `参数 categoryId 职位类别 ${body.categoryId} 不存在`);
  }
  const education = body.education ?? '99';
  if (given('education') && !(await termName(ctx, 'education', education))) add('education', `参数 education 学历编码 ${education} 不存在`);
  const hasAmount = (body.salaryMin ?? null) !== null || (body.salaryMax ?? null) !== null;
  const salaryUnitName = await termName(ctx, 'salaryUnit', body.salaryUnit ?? '1');
  const salaryUnit = hasAmount ? salaryUnitName : null;
  if (given('salaryUnit') && !salaryUnitName) add('salaryUnit', `参数 salaryUnit 薪资单位编码 ${body.salaryUnit} 不存在`);
  if (given('salaryMin') && given('salaryMax') && body.salaryMin! > body.salaryMax!) add('salaryMin', '参数 salaryMin 不能大于 salaryMax');
  for (const field of ['deadline', 'publishDate'] as const) if (given(field) && !isDate(body[field]!)) add(field, `参数 ${field} 不是有效日期`);
  const publishDate = body.publishDate ?? storedPublishDate ?? ctx.today;
  if (given('deadline') && !bad.has('publishDate') && body.deadline! < publishDate) add('deadline', `参数 deadline 截止日期不能早于发布日期 ${publishDate}`);
  const resumeTemplate = body.resumeTemplate ?? RESUME_TEMPLATE_OF[body.recruitType as keyof typeof RESUME_TEMPLATE_OF] ?? portal.resumeTemplate;
  if (given('resumeTemplate') && !findTemplate(ctx.store, resumeTemplate)) add('resumeTemplate', `参数 resumeTemplate 简历模板 ${resumeTemplate} 不存在`);
  const description = given('duty') ? richTextToPlain(body.duty!) : '';
  const requirement = given('requirement') ? richTextToPlain(body.requirement!) : '';
  if (given('duty') && description === '') add('duty', '参数 duty 去除标签后没有文字');
  if (given('requirement') && requirement === '') add('requirement', '参数 requirement 去除标签后没有文字');
  if (errors.length > 0) throw badFields(errors);

  return {
    unit_id: Number(unit!.id),
    title: body.title!.trim(),
    recruit_type: body.recruitType!,
    category_id: categoryId!,
    region_code: body.regionCode!,
    education,
    headcount: body.headcount!,
    salary_min: body.salaryMin ?? null,
    salary_max: body.salaryMax ?? null,
    salary_unit: salaryUnit ?? null,
    tags: JSON.stringify(body.tags ?? []),
    publish_date: publishDate,
    deadline: body.deadline!,
    status: 'open',
    description,
    requirement,
    resume_template: resumeTemplate,
  };
}
