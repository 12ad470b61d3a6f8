// npm run bench:import: the Excel import of positions (server/publishing/position-import/) on a file of 5,000 rows,
// made from the template as a publisher would fill it. Times the file guard, the read, the dry run, the import
// (5,000 created in one transaction) and the same import again (5,000 unchanged), and prints rows/s of each.
// On a throwaway SQLite file, and also on a throwaway PostgreSQL database beside PORTAL_TEST_DATABASE_URL when
// it is set (dropped after). A measuring tool: it exits 1 only when it cannot run, never on a slow figure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { buildServer } from '@/server/app';
import { beijingDate } from '@/server/http/clock';
import { findPortal } from '@/server/portals/portal-queries';
import { guardWorkbookFile } from '@/server/publishing/position-import/file-guard';
import { dryRun, importPositions, importTemplate, type ImportContext } from '@/server/publishing/position-import/index';
import { readSheet } from '@/server/publishing/position-import/read-sheet';
import { readZipDirectory } from '@/server/publishing/position-import/zip-directory';
import { throwawayDatabase } from './throwaway-database';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROWS = 5000;
const NOW = new Date('2026-11-20T04:00:00Z');
const anyUnit = () => true;

/** The template filled with ROWS positions of portal 1001 spread over its units, regions and types. */
async function buildFile(regions: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await importTemplate('zh-CN')) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  sheet.spliceRows(2, 1);
  for (let i = 0; i < ROWS; i++) {
    const n = String(i + 1).padStart(5, '0');
    sheet.addRow([
      `BENCH-${n}`, `导入基准岗位 ${n}`, `U${(i % 7) + 1}`, i % 3 === 0 ? 'campus' : 'social', regions[i % regions.length], (i % 20) + 1,
      i % 2 === 0 ? '20' : '99', 101, 8000 + (i % 10) * 1000, 15000 + (i % 10) * 1000, '1',
      new Date(Date.UTC(2026, 10, 20)), new Date(Date.UTC(2026, 11, 31 - (i % 20))),
      `负责第 ${n} 号岗位的日常工作，包括需求分析、方案设计与实施。\n配合团队完成项目交付，编写文档并参与评审。`,
      `本科及以上学历，${(i % 5) + 1} 年以上相关经验；\n具备良好的沟通能力与团队协作精神。`, '', '双休、五险一金',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = process.hrtime.bigint();
  const value = await run();
  return { value, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

async function benchOn(engine: string, target: { dbFile?: string; databaseUrl?: string }): Promise<string[]> {
  const app = await buildServer({ ...target, schemasDir: path.join(ROOT, 'schemas'), now: () => NOW, logger: false, watchSchemas: false });
  try {
    const ctx: ImportContext = { db: app.db, store: app.schemaStore, portal: (await findPortal(app.db, 1001))!, today: beijingDate(NOW) };
    const regions = (await app.db.selectFrom('regions').select('code').where('code', 'not like', '%00').orderBy('code').limit(40).execute()).map((r) => r.code);
    const file = await buildFile(regions);
    const entries = readZipDirectory(file)!;
    const inflated = entries.reduce((sum, e) => sum + e.size, 0);
    const ratio = Math.max(...entries.map((e) => e.size / Math.max(e.compressedSize, 1)));
    process.stdout.write(`${engine}: file ${(file.length / 1024).toFixed(0)} kB, inflated ${(inflated / 1024 / 1024).toFixed(1)} MB, highest entry ratio ${ratio.toFixed(1)}:1\n`);

    const steps: Array<[string, () => Promise<unknown>, (value: unknown) => void]> = [
      ['guard (zip directory, bounded inflate, row count)', () => guardWorkbookFile(file), () => undefined],
      ['read (guard + exceljs + cells to bodies)', () => readSheet(file), (v) => expect((v as { rows: unknown[] }).rows.length === ROWS, 'rows read')],
      ['dry run (read + every row checked)', () => dryRun(ctx, file, anyUnit), (v) => expect((v as { errors: unknown[] }).errors.length === 0, `no errors: ${JSON.stringify((v as { errors: unknown[] }).errors.slice(0, 3))}`)],
      ['import, first (5,000 created in one transaction)', () => importPositions(ctx, file, anyUnit), (v) => expect((v as { created: number }).created === ROWS, 'all created')],
      ['import, again (5,000 unchanged, nothing written)', () => importPositions(ctx, file, anyUnit), (v) => expect((v as { unchanged: number }).unchanged === ROWS, 'all unchanged')],
    ];
    const lines: string[] = [];
    for (const [name, run, check] of steps) {
      const { value, ms } = await timed(run);
      check(value);
      lines.push(`| ${engine} | ${name} | ${(ms / 1000).toFixed(2)} s | ${Math.round(ROWS / (ms / 1000))} |`);
      process.stdout.write(`  ${name}: ${(ms / 1000).toFixed(2)} s\n`);
    }
    return lines;
  } finally {
    await app.close();
  }
}

function expect(ok: boolean, what: string): void {
  if (!ok) throw new Error(`bench:import: expected ${what}`);
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const lines: string[] = [];
  try {
    lines.push(...(await benchOn('SQLite', { dbFile: path.join(work, 'portal.sqlite') })));
    const adminUrl = process.env.PORTAL_TEST_DATABASE_URL || undefined;
    if (adminUrl) {
      const database = await throwawayDatabase(adminUrl);
      try {
        lines.push(...(await benchOn('PostgreSQL', { databaseUrl: database.url })));
      } finally {
        await database.drop();
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  process.stdout.write(`\n| engine | step | time | rows/s |\n| --- | --- | --- | --- |\n${lines.join('\n')}\n\n${ROWS} rows, Node ${process.version}, ${os.cpus().length} cpus, load average ${load}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
