// Shared by the position import's tests: the context a publishing route passes, and files filled the way a
// publisher fills the downloaded template (exceljs writing cells as Excel would store them).
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beijingDate } from '@/server/http/clock';
import type { ImportContext } from '@/server/publishing/position-import/index';
import { findPortal } from '@/server/portals/portal-queries';
import { NOW } from './helpers';

export async function importContext(app: FastifyInstance, portalId = 1001): Promise<ImportContext> {
  return { db: app.db, store: app.schemaStore, portal: (await findPortal(app.db, portalId))!, today: beijingDate(NOW) };
}

/** Cells by heading (as the header row spells it); a heading absent from the sheet is an error of the test. */
export type SheetCells = Record<string, ExcelJS.CellValue>;

/** The template with its example row replaced by these rows (row 2 onwards). */
export async function fillTemplate(template: Buffer, rows: SheetCells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const columnOf = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => columnOf.set(String(cell.value), col));
  sheet.spliceRows(2, 1);
  rows.forEach((cells, i) => {
    const row = sheet.getRow(i + 2);
    for (const [heading, value] of Object.entries(cells)) {
      const col = columnOf.get(heading);
      if (col === undefined) throw new Error(`the template has no column ${heading}`);
      row.getCell(col).value = value;
    }
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook of one sheet holding exactly these rows (the first is the header). */
export async function sheetOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A valid row of portal 1001 by Chinese heading (unit U4 中科启明, Beijing Haidian), with changes. */
export const zhRow = (code: string, changes: SheetCells = {}): SheetCells => ({
  职位编码: code,
  职位名称: '表格导入测试岗位',
  单位编码: 'U4',
  招聘类型: 'social',
  地区编码: 110108,
  招聘人数: 2,
  报名截止: new Date(Date.UTC(2026, 11, 31)),
  岗位职责: '负责职位数据的导入\n核对导入结果',
  任职要求: '本科及以上学历',
  ...changes,
});
