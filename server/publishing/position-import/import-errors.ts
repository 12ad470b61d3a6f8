// What the import refuses, as ApiErrors of HTTP 400 with a stable code: the route only rethrows them, and the
// envelope (server/http/error-handlers.ts) carries the code, the Chinese message and, for a bad file, every error.
import { ApiError } from '@/server/http/envelope';

/** The limits a file must keep before anything in it is parsed. */
export const IMPORT_LIMITS = {
  /** bytes of the uploaded file */
  fileBytes: 5 * 1024 * 1024,
  /** bytes of all the zip's entries once inflated, declared and real */
  inflatedBytes: 50 * 1024 * 1024,
  /** inflated : compressed of one entry; deflate cannot exceed about 1032, an xlsx's XML stays far below 200 */
  ratio: 200,
  /** an entry smaller than this may have any ratio (a blank sheet's XML compresses very well and is harmless) */
  ratioFloorBytes: 1024 * 1024,
  /** entries of the zip: an xlsx has a few dozen */
  entries: 1000,
  /** data rows of a sheet (the header aside) */
  rows: 10_000,
} as const;

export const IMPORT_ERROR_CODES = {
  tooLarge: 'IMPORT_FILE_TOO_LARGE',
  notXlsx: 'IMPORT_NOT_XLSX',
  unsafe: 'IMPORT_FILE_UNSAFE',
  tooManyRows: 'IMPORT_TOO_MANY_ROWS',
  invalid: 'IMPORT_INVALID',
} as const;

export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[keyof typeof IMPORT_ERROR_CODES];

/** One bad cell or row: the sheet's row number (the header is row 1) and the column's heading as in the file. */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The file refused whole: nothing in it was read past the guard that refused it. */
export const refused = {
  tooLarge: () => new ApiError(IMPORT_ERROR_CODES.tooLarge, `文件超过 ${mb(IMPORT_LIMITS.fileBytes)} MB，请拆分后分批导入`, 2, 400),
  notXlsx: (why = '文件不是 Excel 工作簿（.xlsx），请用下载的模板填写后上传') => new ApiError(IMPORT_ERROR_CODES.notXlsx, why, 2, 400),
  unsafe: (why: string) => new ApiError(IMPORT_ERROR_CODES.unsafe, `文件无法安全读取：${why}，已拒绝`, 2, 400),
  tooManyRows: () => new ApiError(IMPORT_ERROR_CODES.tooManyRows, `文件超过 ${IMPORT_LIMITS.rows} 行职位，请拆分后分批导入`, 2, 400),
};

/** How an error reads in a list of messages: 第 3 行「单位编码」：... */
export const describeError = (e: ImportRowError) => `第 ${e.row} 行${e.column ? `「${e.column}」` : ''}：${e.message}`;

/** The errors of a dry run as the refusal of an import: data { rows, errors } lists them all. */
export function invalidFile(rows: number, errors: ImportRowError[]): ApiError {
  // the envelope's messages are what a toast shows: the first ones are enough, data has every error
  const messages = errors.slice(0, 50).map(describeError);
  return new ApiError(IMPORT_ERROR_CODES.invalid, `文件有 ${errors.length} 处错误，未导入任何职位`, 2, 400, { data: { rows, errors }, messages });
}
