// The position check's field errors as errors of the sheet: each on its column, worded for a person at Excel
// rather than an HR system's programmer ("参数 unitCode 单位编码 X 不存在" becomes "单位编码 X 不存在" on the
// column 单位编码; a field named inside a message becomes its heading).
import { ApiError } from '@/server/http/envelope';
import type { FieldError } from '@/server/integration/field-errors';
import { COLUMNS } from './columns';
import type { ImportRowError } from './import-errors';

const KEYS = new RegExp(`\\b(${COLUMNS.map((c) => c.key).join('|')})\\b`, 'g');

function worded(message: string, field: string, headingOf: (key: string) => string): string {
  const plain = message
    .replace(new RegExp(`^缺少必填参数 ${field}`), '不能为空')
    .replace(new RegExp(`^参数 ${field} ?`), '')
    .replace(KEYS, (key) => headingOf(key));
  return plain === '' ? message : plain;
}

/** The field errors of checkPosition's 400, or undefined when the error is another (to be thrown on). */
export function fieldErrorsOf(err: unknown): FieldError[] | undefined {
  if (!(err instanceof ApiError) || err.errorCode !== 'BAD_REQUEST') return undefined;
  return (err.details.data as { fields?: FieldError[] } | undefined)?.fields;
}

export function rowErrors(row: number, fields: FieldError[], headingOf: (key: string) => string): ImportRowError[] {
  return fields.map((f) => ({ row, column: headingOf(f.field), message: worded(f.message, f.field, headingOf) }));
}
