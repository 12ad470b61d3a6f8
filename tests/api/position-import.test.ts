// Importing positions from Excel (server/publishing/position-import/): the template a publisher downloads, filled
// and imported; a dry run naming each bad cell by row, column heading and message; a file with any error writes
// nothing; the same file imported twice writes nothing the second time; units outside the caller's scope refused.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogueVersion } from '@/server/http/public-cache';
import { COLUMNS, dryRun, importPositions, importTemplate, type ImportContext, type ImportScope } from '@/server/publishing/position-import/index';
import { startApp, type TestApp } from './helpers';
import { fillTemplate, importContext, sheetOf, zhRow } from './import-sheets';

let t: TestApp;
let ctx: ImportContext;
let zhTemplate: Buffer;
const anyUnit: ImportScope = () => true;
beforeAll(async () => {
  t = await startApp();
  ctx = await importContext(t.app);
  zhTemplate = await importTemplate('zh-CN');
});
afterAll(() => t.close());

/** The stored rows of these codes, numbers as numbers on either engine. */
async function stored(...codes: string[]) {
  const rows = await t.app.db
    .selectFrom('positions')
    .select(['id', 'code', 'unit_id', 'title', 'recruit_type', 'region_code', 'headcount', 'education', 'category_id', 'salary_min', 'salary_max', 'salary_unit', 'publish_date', 'deadline', 'description', 'requirement', 'tags', 'resume_template', 'status', 'updated_at'])
    .where('portal_id', '=', 1001)
    .where('code', 'in', codes)
    .orderBy('code')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), unit_id: Number(r.unit_id), headcount: Number(r.headcount), category_id: Number(r.category_id) }));
}

async function load(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  return workbook;
}

describe('the template', () => {
  it('zh-CN: Chinese headings, an example row the demo portal accepts, a sheet explaining each column', async () => {
    const workbook = await load(zhTemplate);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['职位', '填写说明']);
    const headings = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(headings).toEqual(COLUMNS.map((c) => c.heading['zh-CN']));
    expect(headings.slice(0, 6)).toEqual(['职位编码', '职位名称', '单位编码', '招聘类型', '地区编码', '招聘人数']);
    const help = workbook.worksheets[1];
    expect((help.getRow(1).values as unknown[]).slice(1)).toEqual(['列名', '必填', '说明', '示例']);
    expect((help.getRow(2).values as unknown[]).slice(1)).toEqual(['职位编码', '是', expect.stringContaining('门户内唯一'), 'HR-0001']);
    expect(help.getColumn(1).values.filter(Boolean)).toEqual(expect.arrayContaining(COLUMNS.map((c) => c.heading['zh-CN'])));
    expect(await dryRun(ctx, zhTemplate, anyUnit)).toEqual({ rows: 1, errors: [] });
  });

  it('en-US: English headings and instructions', async () => {
    const workbook = await load(await importTemplate('en-US'));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Positions', 'Instructions']);
    expect((workbook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNS.map((c) => c.heading['en-US']));
    expect((workbook.worksheets[1].getRow(3).values as unknown[]).slice(1, 3)).toEqual(['title', 'yes']);
  });

  it('round trip: the downloaded template filled in (Excel dates, numbers, text) imports every row with its values', async () => {
    const file = await fillTemplate(zhTemplate, [
      zhRow('XL-1', { 学历编码: 20, 职位类别: 101, 薪资下限: 15000, 薪资上限: '25000', 薪资单位: '1', 报名开始: '2026/11/21', 标签: '双休、五险一金', 简历模板: 'campus' }),
      zhRow('XL-2', { 职位名称: { richText: [{ text: '表格导入' }, { font: { bold: true }, text: '第二岗位' }] }, 招聘人数: ' 5 ', 报名截止: '2026-12-15' }),
    ]);
    expect(await dryRun(ctx, file, anyUnit)).toEqual({ rows: 2, errors: [] });
    expect(await stored('XL-1', 'XL-2')).toEqual([]);
    const result = await importPositions(ctx, file, anyUnit);
    expect(result).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const rows = await stored('XL-1', 'XL-2');
    expect(result.ids).toEqual(rows.map((r) => r.id));
    expect(result.positions).toEqual(rows.map((r, i) => ({ row: i + 2, code: r.code, id: r.id, outcome: 'created' })));
    const common = { unit_id: 4, recruit_type: 'social', region_code: '110108', deadline: '2026-12-31', description: '负责职位数据的导入\n核对导入结果', requirement: '本科及以上学历', status: 'open' };
    expect(rows[0]).toMatchObject({ ...common, code: 'XL-1', title: '表格导入测试岗位', headcount: 2, education: '20', category_id: 101, salary_min: 15000, salary_max: 25000, salary_unit: '元/月', publish_date: '2026-11-21', tags: '["双休","五险一金"]', resume_template: 'campus' });
    expect(rows[1]).toMatchObject({ ...common, code: 'XL-2', title: '表格导入第二岗位', headcount: 5, education: '99', category_id: 1, salary_min: null, salary_max: null, salary_unit: null, publish_date: '2026-11-20', deadline: '2026-12-15', tags: '[]', resume_template: 'social' });
  });

  it('takes English headings in any case and order, and names unknown, repeated and missing columns on row 1', async () => {
    const english = await sheetOf([
      ['deadline', ' Title ', 'CODE', 'unitcode', 'RecruitType', 'regionCode', 'HEADCOUNT', 'duty', 'requirement'],
      ['2026-12-31', 'English heading position', 'XL-EN-1', 'U4', 'campus', '110108', 1, 'Duties', 'Requirements'],
    ]);
    expect(await importPositions(ctx, english, anyUnit)).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect(await stored('XL-EN-1')).toMatchObject([{ title: 'English heading position', recruit_type: 'campus', resume_template: 'campus' }]);

    const header = await sheetOf([
      ['职位编码', '职位名称', '单位编码', '招聘类型', '地区编码', '招聘人数', '岗位职责', '任职要求', '备注', '职位名称'],
      ['XL-HEAD-1', '岗位', 'U4', 'social', '110108', 1, '职责', '要求', '无', '岗位'],
    ]);
    expect(await dryRun(ctx, header, anyUnit)).toEqual({
      rows: 1,
      errors: [
        { row: 1, column: '备注', message: '未知的列「备注」，请使用模板中的列名' },
        { row: 1, column: '职位名称', message: '列「职位名称」重复' },
        { row: 1, column: '报名截止', message: '缺少必填列「报名截止」' },
      ],
    });
  });
});

describe('the dry run and a file with errors', () => {
  const badRows = () => [
    zhRow('XL-BAD-1', { 单位编码: 'NO-SUCH-UNIT' }),
    zhRow('XL-BAD-2', { 报名开始: '2026-12-10', 报名截止: '2026-12-01' }),
    zhRow('XL-BAD-3', { 薪资下限: 9000, 薪资上限: 5000 }),
    zhRow('XL-BAD-4', { 地区编码: '999999' }),
    zhRow('XL-BAD-1'),
    zhRow('XL-BAD-5', { 职位编码: null, 招聘人数: '三人' }),
    zhRow('XL-GOOD'),
  ];
  const expected = [
    { row: 2, column: '单位编码', message: '单位编码 NO-SUCH-UNIT 不存在' },
    { row: 3, column: '报名截止', message: '截止日期不能早于发布日期 2026-12-10' },
    { row: 4, column: '薪资下限', message: '不能大于 薪资上限' },
    { row: 5, column: '地区编码', message: '地区编码 999999 不存在' },
    { row: 6, column: '职位编码', message: '职位编码 XL-BAD-1 与第 2 行重复' },
    { row: 7, column: '职位编码', message: '缺少职位编码' },
    { row: 7, column: '招聘人数', message: '应为整数' },
  ];

  it('names the row, the column heading and the message of each bad cell', async () => {
    const file = await fillTemplate(zhTemplate, badRows());
    expect(await dryRun(ctx, file, anyUnit)).toEqual({ rows: 7, errors: expected });
  });

  it('the import refuses the file whole (IMPORT_INVALID, HTTP 400, every error) and writes nothing, the good row neither', async () => {
    const version = await readCatalogueVersion(t.app.db);
    const file = await fillTemplate(zhTemplate, badRows());
    const refused = await importPositions(ctx, file, anyUnit).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toMatchObject({ errorCode: 'IMPORT_INVALID', statusCode: 400, message: '文件有 7 处错误，未导入任何职位', details: { data: { rows: 7, errors: expected } } });
    const envelope = (refused as { toEnvelope(): { messages: string[]; success: boolean } }).toEnvelope();
    expect(envelope.success).toBe(false);
    expect(envelope.messages[0]).toBe('第 2 行「单位编码」：单位编码 NO-SUCH-UNIT 不存在');
    expect(await stored('XL-BAD-1', 'XL-BAD-2', 'XL-BAD-3', 'XL-BAD-4', 'XL-GOOD')).toEqual([]);
    expect(await readCatalogueVersion(t.app.db)).toBe(version);
  });

  it('a template without rows is an error, not an empty import', async () => {
    const empty = await fillTemplate(zhTemplate, []);
    expect(await dryRun(ctx, empty, anyUnit)).toEqual({ rows: 0, errors: [{ row: 2, column: '', message: '文件中没有职位数据，请从第 2 行起每行填写一个职位' }] });
  });
});

describe('importing again', () => {
  it('the same file twice: the second import changes nothing (updated_at, catalogue version); a changed row is replaced', async () => {
    const file = await fillTemplate(zhTemplate, [zhRow('XL-TWICE-1'), zhRow('XL-TWICE-2', { 职位名称: '第二个重复导入岗位' })]);
    const first = await importPositions(ctx, file, anyUnit);
    expect(first).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const version = await readCatalogueVersion(t.app.db);
    const before = await stored('XL-TWICE-1', 'XL-TWICE-2');

    const second = await importPositions(ctx, file, anyUnit);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 2, ids: first.ids });
    expect(await stored('XL-TWICE-1', 'XL-TWICE-2')).toEqual(before);
    expect(await readCatalogueVersion(t.app.db)).toBe(version);

    const changed = await fillTemplate(zhTemplate, [zhRow('XL-TWICE-1', { 招聘人数: 9 }), zhRow('XL-TWICE-2', { 职位名称: '第二个重复导入岗位' })]);
    expect(await importPositions(ctx, changed, anyUnit)).toMatchObject({ created: 0, updated: 1, unchanged: 1, ids: first.ids });
    expect((await stored('XL-TWICE-1'))[0]).toMatchObject({ id: first.ids[0], headcount: 9 });
    expect(await readCatalogueVersion(t.app.db)).toBeGreaterThan(version);
  });
});

describe('the scope of units', () => {
  // a publisher of every unit of portal 1001 but 4 (中科启明), whose seeded position P1 has code P1
  const notUnit4: ImportScope = (unitId) => unitId !== 4;

  it('refuses a row for a unit outside it, and a code of a position of such a unit; writes nothing', async () => {
    const version = await readCatalogueVersion(t.app.db);
    const p1 = await stored('P1');
    const file = await fillTemplate(zhTemplate, [zhRow('XL-SCOPE-1', { 单位编码: 'U5' }), zhRow('XL-SCOPE-2'), zhRow('P1', { 单位编码: 'U5' })]);
    expect(await dryRun(ctx, file, notUnit4)).toEqual({
      rows: 3,
      errors: [
        { row: 3, column: '单位编码', message: '单位 U4 不在您可管理的范围内' },
        { row: 4, column: '职位编码', message: '职位编码 P1 已是您管理范围以外单位的职位' },
      ],
    });
    await expect(importPositions(ctx, file, notUnit4)).rejects.toMatchObject({ errorCode: 'IMPORT_INVALID', statusCode: 400 });
    expect(await stored('XL-SCOPE-1', 'XL-SCOPE-2')).toEqual([]);
    expect(await stored('P1')).toEqual(p1);
    expect(await readCatalogueVersion(t.app.db)).toBe(version);
    // within the scope the same rows import
    const inScope = await fillTemplate(zhTemplate, [zhRow('XL-SCOPE-1', { 单位编码: 'U5' })]);
    expect(await importPositions(ctx, inScope, notUnit4)).toMatchObject({ created: 1 });
    expect(await stored('XL-SCOPE-1')).toMatchObject([{ unit_id: 5 }]);
  });
});
