// A cell as the value of its body field. What a person types in Excel varies: numbers arrive as numbers or text,
// dates as Excel dates, serial numbers or text, codes such as 110108 as numbers. A value that cannot be read as
// its kind is passed on as typed, so that the position check names it with the API's own wording.
import type { CellValue } from 'exceljs';
import type { ColumnKind } from './columns';

type Plain = string | number | boolean | Date;

/** What the cell shows: rich text joined, a formula's result, a hyperlink's text; undefined when blank. */
function plain(value: CellValue): Plain | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('result' in value) return plain(value.result as CellValue);
  if ('hyperlink' in value) return plain(value.text as CellValue);
  if ('error' in value) return String(value.error);
  return undefined;
}

const pad = (n: number | string) => String(n).padStart(2, '0');

/** exceljs gives a date cell as the UTC instant of its wall-clock time: its UTC fields are the date typed. */
const dateOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Excel's day serial (1900 system: day 25569 is 1970-01-01), for a date column whose cells were not formatted as dates. */
const EXCEL_EPOCH_DAYS = 25569;
const serialDate = (n: number) => dateOf(new Date((n - EXCEL_EPOCH_DAYS) * 86_400_000));

const DATE_TEXT = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const NUMBER_TEXT = /^[+-]?\d+(\.\d+)?$/;
const TAG_SEPARATORS = /[,，、;；\n]/;

/** The body value of a cell of that kind; undefined for a blank cell (the field then takes its default). */
export function cellValue(value: CellValue, kind: ColumnKind): unknown {
  const v = plain(value);
  if (v === undefined) return undefined;
  const text = typeof v === 'string' ? v.trim() : undefined;
  if (text === '') return undefined;
  switch (kind) {
    case 'integer':
      return text !== undefined && NUMBER_TEXT.test(text) ? Number(text) : (text ?? (v instanceof Date ? dateOf(v) : v));
    case 'date': {
      if (v instanceof Date) return dateOf(v);
      if (typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2_958_466) return serialDate(v);
      const parts = text === undefined ? null : DATE_TEXT.exec(text);
      return parts ? `${parts[1]}-${pad(parts[2])}-${pad(parts[3])}` : (text ?? v);
    }
    case 'list':
      return String(text ?? v)
        .split(TAG_SEPARATORS)
        .map((tag) => tag.trim())
        .filter((tag) => tag !== '');
    default:
      // multi-line text keeps its line breaks; numbers typed into code cells become their digits
      return text ?? (v instanceof Date ? dateOf(v) : String(v));
  }
}
