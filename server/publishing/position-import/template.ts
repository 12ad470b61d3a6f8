// The workbook a publisher downloads, fills in and uploads: the header row, one example row to overwrite or delete,
// and a second sheet saying what each column takes. Code columns are formatted as text, so that Excel keeps a code
// such as 011 as typed; date columns as dates.
import ExcelJS from 'exceljs';
import { COLUMNS, type ImportLocale } from './columns';

const TEXT = {
  'zh-CN': {
    sheet: '职位',
    help: '填写说明',
    helpHeader: ['列名', '必填', '说明', '示例'],
    yes: '是',
    no: '否',
    notes: [
      '每行一个职位，从第 2 行起填写；第 1 行的列名不可修改，列的顺序可以调整，非必填的列可以删除。',
      '第 2 行是示例，导入前请改写或删除。',
      '导入前先校验整个文件：任何一行有错误时不导入任何职位，并列出每个错误所在的行和列。',
      '职位编码已存在的职位被替换为文件中的内容，内容未变的职位不会被改写。',
    ],
  },
  'en-US': {
    sheet: 'Positions',
    help: 'Instructions',
    helpHeader: ['Column', 'Required', 'What it takes', 'Example'],
    yes: 'yes',
    no: 'no',
    notes: [
      'One position per row from row 2. Keep the headings of row 1 as they are; columns may be reordered, optional ones removed.',
      'Row 2 is an example: overwrite or delete it before importing.',
      'The whole file is checked first: when any row has an error, no position is imported and each error is listed with its row and column.',
      'A position whose code exists is replaced by the row; one whose values did not change is not written.',
    ],
  },
} as const;

const DATE_FORMAT = 'yyyy-mm-dd';

/** The template in that language, as xlsx bytes. */
export async function importTemplate(locale: ImportLocale): Promise<Buffer> {
  const t = TEXT[locale];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({
    header: c.heading[locale],
    key: c.key,
    width: c.kind === 'text' && (c.key === 'duty' || c.key === 'requirement' || c.key === 'title') ? 30 : 14,
    style: c.kind === 'date' ? { numFmt: DATE_FORMAT } : c.kind === 'text' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c.key, c.example])));
  sheet.getRow(2).alignment = { wrapText: true, vertical: 'top' };

  const help = workbook.addWorksheet(t.help);
  help.columns = [{ width: 16 }, { width: 8 }, { width: 80 }, { width: 24 }];
  help.addRow([...t.helpHeader]).font = { bold: true };
  for (const c of COLUMNS) {
    const example = c.example instanceof Date ? c.example.toISOString().slice(0, 10) : String(c.example);
    help.addRow([c.heading[locale], c.required ? t.yes : t.no, c.help[locale], example]);
  }
  help.addRow([]);
  for (const note of t.notes) help.addRow([note]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
