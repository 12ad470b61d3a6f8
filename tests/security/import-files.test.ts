// The position import (server/publishing/position-import/) replayed against hostile files: oversized uploads, text or
// an old .xls named .xlsx, zip bombs (honest about their size, with an absurd ratio, or lying in their directory),
// archives of thousands of entries, sheets of more rows than the cap. Each is refused with its code and a Chinese
// message before exceljs reads a byte of it, and nothing is written.
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCatalogueVersion } from '@/server/http/public-cache';
import { dryRun, importPositions, importTemplate, type ImportContext } from '@/server/publishing/position-import/index';
import { startApp, type TestApp } from '../api/helpers';
import { importContext, sheetOf } from '../api/import-sheets';
import { XLSX_SKELETON, zipOf } from './zip-files';

const MB = 1024 * 1024;
let t: TestApp;
let ctx: ImportContext;
let template: Buffer;
beforeAll(async () => {
  t = await startApp();
  ctx = await importContext(t.app);
  template = await importTemplate('zh-CN');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** What the dry run and the import both answer for this file; the parser must not have been reached. */
async function refusal(file: Buffer): Promise<{ errorCode: string; message: string; statusCode: number }> {
  const parsed = vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');
  const version = await readCatalogueVersion(t.app.db);
  const outcomes = await Promise.allSettled([dryRun(ctx, file, () => true), importPositions(ctx, file, () => true)]);
  const [dry, imported] = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as { errorCode: string; message: string; statusCode: number }) : undefined));
  expect(dry, 'the dry run refused it').toBeDefined();
  expect(imported, 'the import refused it alike').toMatchObject({ errorCode: dry!.errorCode, message: dry!.message });
  expect(parsed).not.toHaveBeenCalled();
  expect(await readCatalogueVersion(t.app.db)).toBe(version);
  return { errorCode: dry!.errorCode, message: dry!.message, statusCode: dry!.statusCode };
}

describe('size and type', () => {
  it('control: the template passes every guard and reaches the parser the refusals never reach', async () => {
    const parsed = vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');
    expect(await dryRun(ctx, template, () => true)).toEqual({ rows: 1, errors: [] });
    expect(parsed).toHaveBeenCalled();
  });

  it('V12.1.1 a file over 5 MB is refused by its size (a real workbook padded to 6 MB)', async () => {
    const padded = Buffer.concat([template, Buffer.alloc(6 * MB - template.length)]);
    expect(await refusal(padded)).toEqual({ errorCode: 'IMPORT_FILE_TOO_LARGE', message: '文件超过 5 MB，请拆分后分批导入', statusCode: 400 });
  });

  it('V12.2.1 text, HTML or CSV named .xlsx is refused by its first bytes', async () => {
    for (const text of ['职位编码,职位名称\nXL-1,岗位\n', '<html><script>alert(1)</script></html>', '']) {
      expect(await refusal(Buffer.from(text))).toEqual({ errorCode: 'IMPORT_NOT_XLSX', message: '文件不是 Excel 工作簿（.xlsx），请用下载的模板填写后上传', statusCode: 400 });
    }
  });

  it('V12.2.1 an old .xls (or a password-protected workbook), a zip that is no workbook, a truncated one', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
    expect((await refusal(ole)).message).toBe('文件是旧版 Excel（.xls）或设置了打开密码，请另存为无密码的 .xlsx 后再导入');
    expect((await refusal(zipOf([{ name: 'readme.txt', content: Buffer.from('hello') }]))).errorCode).toBe('IMPORT_NOT_XLSX');
    expect(await refusal(template.subarray(0, template.length - 200))).toMatchObject({ errorCode: 'IMPORT_NOT_XLSX', message: '文件已损坏或不是 .xlsx 格式' });
  });
});

describe('zip bombs', () => {
  const zeros = (mb: number) => Buffer.alloc(mb * MB, 0x20);
  const bomb = (sheet: Buffer, declaredSize?: number) => zipOf([...XLSX_SKELETON, { name: 'xl/worksheets/sheet1.xml', content: sheet, declaredSize }]);

  it('V12.1.2 a small file that declares 60 MB inflated is refused from its directory, before inflating anything', async () => {
    const file = bomb(zeros(60));
    expect(file.length).toBeLessThan(200 * 1024);
    expect(await refusal(file)).toEqual({ errorCode: 'IMPORT_FILE_UNSAFE', message: '文件无法安全读取：解压后超过 50 MB，已拒绝', statusCode: 400 });
  });

  it('V12.1.2 an entry under the cap but compressed a thousand to one is refused by its ratio', async () => {
    const file = bomb(zeros(40));
    expect(await refusal(file)).toMatchObject({ errorCode: 'IMPORT_FILE_UNSAFE', message: '文件无法安全读取：压缩比异常，已拒绝' });
  });

  it('V12.1.2 an entry that lies, declaring 2 kB and inflating to 60 MB, is stopped at what it declared', async () => {
    const file = bomb(zeros(60), 2048);
    const external = process.memoryUsage().arrayBuffers;
    expect(await refusal(file)).toMatchObject({ errorCode: 'IMPORT_FILE_UNSAFE', message: '文件无法安全读取：实际解压大小与声明不符或数据已损坏，已拒绝' });
    // zlib stopped at the declared size: the 60 MB never existed in memory at once
    expect(process.memoryUsage().arrayBuffers - external).toBeLessThan(30 * MB);
  });

  it('V12.1.2 an archive of 1,001 entries is refused by their number', async () => {
    const many = Array.from({ length: 1001 - XLSX_SKELETON.length }, (_, i) => ({ name: `xl/media/image${i}.png`, content: Buffer.from('x') }));
    expect(await refusal(zipOf([...XLSX_SKELETON, ...many]))).toMatchObject({ errorCode: 'IMPORT_FILE_UNSAFE', message: '文件无法安全读取：压缩包内有 1001 个条目，已拒绝' });
  });
});

describe('rows', () => {
  it('a sheet of 10,001 positions is refused by counting its rows, before it is parsed', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => [`XL-MANY-${i}`]);
    const file = await sheetOf([['职位编码'], ...rows]);
    expect(file.length).toBeLessThan(5 * MB);
    expect(await refusal(file)).toEqual({ errorCode: 'IMPORT_TOO_MANY_ROWS', message: '文件超过 10000 行职位，请拆分后分批导入', statusCode: 400 });
    const rowsOf = await t.app.db.selectFrom('positions').select('id').where('code', 'like', 'XL-MANY-%').execute();
    expect(rowsOf).toEqual([]);
  });
});
