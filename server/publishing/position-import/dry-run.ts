// The dry run: every row of the file checked as the integration API checks a PUT (position-check.ts), plus what
// only a file can get wrong (a code missing or given twice) and what only the publishing workspace knows (the
// units the caller may publish for). Reads the database, writes nothing.
import { CODE } from '@/server/integration/body-parts';
import { checkPosition, type CheckContext, type PositionValues } from '@/server/integration/position-check';
import { findPositionsByCodes } from '@/server/integration/position-store';
import type { ImportRowError } from './import-errors';
import { readSheet, type SheetRow } from './read-sheet';
import { fieldErrorsOf, rowErrors } from './row-errors';

/** The units the caller may publish for: a row whose unit, or whose stored position's unit, is outside is refused. */
export type ImportScope = (unitId: number) => boolean;

export interface DryRunResult {
  /** the data rows read (rows with nothing in them are not counted) */
  rows: number;
  errors: ImportRowError[];
}

export interface CheckedRow {
  row: number;
  code: string;
  values: PositionValues;
}

const CODE_PATTERN = new RegExp(CODE.pattern);

/** The rows' errors, and the values of the rows without any (what an import writes when there is no error at all). */
export async function checkFile(ctx: CheckContext, buf: Buffer, scope: ImportScope): Promise<DryRunResult & { checked: CheckedRow[] }> {
  const sheet = await readSheet(buf);
  if (sheet.errors.length > 0) return { rows: sheet.rows.length, errors: sheet.errors, checked: [] };
  if (sheet.rows.length === 0) return { rows: 0, errors: [{ row: 2, column: '', message: '文件中没有职位数据，请从第 2 行起每行填写一个职位' }], checked: [] };
  const { db, portal } = ctx;
  // each unit, region, category and dictionary code is read once for the whole file, not once per row
  const checking: CheckContext = { ...ctx, lookups: ctx.lookups ?? new Map() };
  const codeColumn = sheet.headingOf('code');
  const units = new Map((await db.selectFrom('units').select(['id', 'code']).where('portal_id', '=', portal.id).execute()).map((u) => [u.code, Number(u.id)]));
  const codes = [...new Set(sheet.rows.flatMap((r) => (r.code && CODE_PATTERN.test(r.code) ? [r.code] : [])))];
  const stored = await findPositionsByCodes(db, portal.id, codes);
  const firstRowOf = new Map<string, number>();
  const errors: ImportRowError[] = [];
  const checked: CheckedRow[] = [];

  const checkRow = async ({ row, code, body }: SheetRow): Promise<ImportRowError[]> => {
    const found: ImportRowError[] = [];
    const onCode = (message: string) => found.push({ row, column: codeColumn, message });
    if (code === undefined) onCode('缺少职位编码');
    else if (!CODE_PATTERN.test(code)) onCode(`职位编码 ${code} 无效：只能含字母、数字和 . _ -，以字母或数字开头，至多 64 个字符`);
    else if (firstRowOf.has(code)) onCode(`职位编码 ${code} 与第 ${firstRowOf.get(code)} 行重复`);
    else firstRowOf.set(code, row);
    const before = code === undefined ? undefined : stored.get(code);
    if (before && before.unit_id !== null && !scope(Number(before.unit_id))) onCode(`职位编码 ${code} 已是您管理范围以外单位的职位`);
    const unitId = typeof body.unitCode === 'string' ? units.get(body.unitCode) : undefined;
    if (unitId !== undefined && !scope(unitId)) found.push({ row, column: sheet.headingOf('unitCode'), message: `单位 ${String(body.unitCode)} 不在您可管理的范围内` });
    try {
      const values = await checkPosition(checking, body, before?.publish_date);
      if (found.length === 0) checked.push({ row, code: code!, values });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (!fields) throw err;
      found.push(...rowErrors(row, fields, sheet.headingOf));
    }
    return found;
  };
  // one row after another: the duplicate check needs the rows above, and SQLite answers one query at a time anyway
  for (const row of sheet.rows) errors.push(...(await checkRow(row)));
  return { rows: sheet.rows.length, errors, checked };
}

/** Every error of the file (row, column heading, Chinese message), without writing anything. */
export async function dryRun(ctx: CheckContext, buf: Buffer, scope: ImportScope): Promise<DryRunResult> {
  const { rows, errors } = await checkFile(ctx, buf, scope);
  return { rows, errors };
}
