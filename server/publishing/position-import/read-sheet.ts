// The first sheet of a guarded file as position bodies: the header row names the columns (in either language, in
// any order), each later row that holds anything is one position. A header that cannot be read is reported alone:
// checking rows against a header with a missing or unknown column would only repeat its error on every row.
import ExcelJS from 'exceljs';
import { cellValue } from './cell-values';
import { COLUMNS, columnOfHeading, type Column, type ColumnKey, type ImportLocale } from './columns';
import { guardWorkbookFile } from './file-guard';
import { IMPORT_LIMITS, refused, type ImportRowError } from './import-errors';

export interface SheetRow {
  /** the sheet's row number (the header is row 1) */
  row: number;
  code: string | undefined;
  /** the position body of the integration API (position-body.ts), blank cells left out */
  body: Record<string, unknown>;
}

export interface Sheet {
  rows: SheetRow[];
  /** errors of the header row: the rows are then not checked */
  errors: ImportRowError[];
  /** a column's heading as the file spells it, or in the file's language when it has no such column */
  headingOf(key: ColumnKey | string): string;
}

async function loadWorksheet(buf: Buffer): Promise<ExcelJS.Worksheet> {
  await guardWorkbookFile(buf);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's own typing of Buffer predates Node 20's generic one
    await workbook.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch {
    throw refused.notXlsx('无法读取文件内容，请用 Excel 另存为 .xlsx 后再导入');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refused.notXlsx('文件中没有工作表');
  // the guard counted row tags; this counts the rows exceljs made of them, in case a file spelled them otherwise
  if (sheet.actualRowCount > IMPORT_LIMITS.rows + 1) throw refused.tooManyRows();
  return sheet;
}

function readHeader(sheet: ExcelJS.Worksheet): { columns: Map<number, Column>; spelled: Map<ColumnKey, string>; errors: ImportRowError[] } {
  const columns = new Map<number, Column>();
  const spelled = new Map<ColumnKey, string>();
  const errors: ImportRowError[] = [];
  sheet.getRow(1).eachCell((cell, colNumber) => {
    const text = cellValue(cell.value, 'text');
    if (typeof text !== 'string') return;
    const column = columnOfHeading(text);
    if (!column) errors.push({ row: 1, column: text, message: `未知的列「${text}」，请使用模板中的列名` });
    else if (spelled.has(column.key)) errors.push({ row: 1, column: text, message: `列「${text}」重复` });
    else {
      columns.set(colNumber, column);
      spelled.set(column.key, text);
    }
  });
  return { columns, spelled, errors };
}

export async function readSheet(buf: Buffer): Promise<Sheet> {
  const sheet = await loadWorksheet(buf);
  const { columns, spelled, errors } = readHeader(sheet);
  const english = [...spelled].filter(([key, text]) => text === COLUMNS.find((c) => c.key === key)!.heading['en-US']).length;
  const locale: ImportLocale = english > spelled.size / 2 ? 'en-US' : 'zh-CN';
  const headingOf = (key: string) => spelled.get(key as ColumnKey) ?? COLUMNS.find((c) => c.key === key)?.heading[locale] ?? key;
  for (const column of COLUMNS) {
    if (column.required && !spelled.has(column.key)) errors.push({ row: 1, column: column.heading[locale], message: `缺少必填列「${column.heading[locale]}」` });
  }

  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const body: Record<string, unknown> = {};
    for (const [colNumber, column] of columns) {
      const value = cellValue(row.getCell(colNumber).value, column.kind);
      if (value !== undefined) body[column.key] = value;
    }
    // a row left with formatting only, or values under no heading, is no position
    if (Object.keys(body).length === 0) return;
    const { code, ...fields } = body;
    rows.push({ row: rowNumber, code: code === undefined ? undefined : String(code), body: fields });
  });
  return { rows, errors, headingOf };
}
