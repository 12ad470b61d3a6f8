// npm run bench:growth: how the API's reads grow with the portal (issue 13 item 6). See bench/growth/README.md.
//
// A throwaway SQLite file under the system temp folder gets the server's migrations and demo seed, then grows
// step by step (1k, 10k, 100k positions by default, with applications in proportion: 1M at the largest step).
// At each step the real fastify app is built on the file and every measure runs in process through app.inject,
// sequentially, after a warm-up. Results: bench/results/growth.json and growth.md (git-ignored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { buildServer } from '@/server/app';
import { openDatabase } from '@/server/db/database';
import { migrate } from '@/server/db/migrate';
import { seed } from '@/server/db/seed/index';
import { ROOT, NOW, SCHEMAS_DIR } from '@/tests/api/helpers';
import { beijingDate } from '@/server/http/clock';
import { applyMany, generatedCandidates, insertApplications } from './applications';
import { callsOf, HEAVY_CANDIDATE } from './calls';
import { measure } from './measure';
import { parseOptions, type GrowthOptions } from './options';
import { ensureUnits, insertPositions, PORTAL_ID, type PositionFacts } from './positions';
import { seededRandom } from './random';
import { ratios, stepTable, summaryTable, type StepResult } from './report';

const HEADER = `How to read: one table per step (the portal grows from one to the next). Each measure is one API call made
through the real fastify app in process (app.inject: routing, validation, the queries on SQLite, serialisation;
no network, no compression), sequentially, after a warm-up. count = requests timed (fewer than asked when the
measure's time budget ran out); p50/p95/max in milliseconds; answer = the total the call reported on its first
request. The summary divides each p50 and p95 at the largest step by the same at the smallest: 1x is flat, 100x
grows with the data; on a loaded machine p50 is the steadier, and the smallest step's p95 the noisiest. The clock is pinned to ${NOW.toISOString()} (the API tests' date) so that dates and statuses agree.`;

function postgresRefused(): boolean {
  if (!process.env.DATABASE_URL) return false;
  console.error(
    'DATABASE_URL is set, but PostgreSQL is not yet an engine of this server (issue 13 item 1 comes later): nothing was measured.\n' +
      'To measure SQLite, run it without: env -u DATABASE_URL npm run bench:growth',
  );
  return true;
}

async function prepareFile(file: string): Promise<void> {
  const db = openDatabase(file);
  await seed(db, await migrate(db));
  await db.destroy();
}

async function runStep(file: string, o: GrowthOptions, positions: number, state: { facts: PositionFacts[]; applications: number }): Promise<StepResult> {
  const largest = o.steps[o.steps.length - 1];
  const wanted = Math.round((o.applications * positions) / largest);
  const today = beijingDate(NOW);
  const random = seededRandom(positions);
  const started = performance.now();
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  const units = ensureUnits(sqlite, random);
  state.facts.push(...insertPositions(sqlite, random, positions - state.facts.length, units, today));
  if (state.applications === 0) state.applications += applyMany(sqlite, random, HEAVY_CANDIDATE.userId, o.heavy, state.facts, today);
  if (wanted > state.applications) state.applications += insertApplications(sqlite, random, wanted - state.applications, state.facts, today, generatedCandidates(sqlite));
  const candidates = generatedCandidates(sqlite);
  sqlite.close();
  const generateSeconds = (performance.now() - started) / 1000;
  console.log(`  ${positions.toLocaleString('en')} positions: rows added in ${generateSeconds.toFixed(1)} s; measuring`);

  const app = await buildServer({ dbFile: file, schemasDir: SCHEMAS_DIR, now: () => NOW, logger: false });
  try {
    const measures = [];
    for (const { key, label, call } of await callsOf(app)) {
      measures.push(await measure(app, key, label, call, { requests: o.requests, warmup: o.warmup, budgetMs: o.budgetMs }));
    }
    return { positions, applications: state.applications, candidates, generateSeconds, measures };
  } finally {
    await app.close();
  }
}

async function main(): Promise<number> {
  if (postgresRefused()) return 1;
  const o = parseOptions(process.argv.slice(2));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-growth-'));
  const file = path.join(dir, 'portal.sqlite');
  const started = performance.now();
  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`bench:growth on SQLite (${file}), steps ${o.steps.join(', ')}, ${o.applications.toLocaleString('en')} applications at the largest; load average ${load}, ${os.cpus().length} cores`);
  const steps: StepResult[] = [];
  try {
    await prepareFile(file);
    const state = { facts: [] as PositionFacts[], applications: 0 };
    for (const positions of o.steps) steps.push(await runStep(file, o, positions, state));
  } finally {
    if (o.keep) console.log(`kept ${file}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  const text = [
    HEADER,
    '',
    `Engine SQLite (better-sqlite3), portal ${PORTAL_ID}; load average at the start ${load} on ${os.cpus().length} cores; whole run ${seconds.toFixed(0)} s`,
    '',
    ...steps.flatMap((s) => [stepTable(s), '']),
    summaryTable(steps),
  ].join('\n');
  console.log(`\n${text}`);
  const out = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  const json = { date: new Date().toISOString(), engine: 'sqlite', options: o, loadAverage: os.loadavg(), cores: os.cpus().length, seconds, steps, ratios: ratios(steps) };
  fs.writeFileSync(path.join(out, 'growth.json'), JSON.stringify(json, null, 2));
  fs.writeFileSync(path.join(out, 'growth.md'), `# bench:growth\n\n\`\`\`\n${text}\n\`\`\`\n`);
  console.log(`\nwritten: bench/results/growth.json and growth.md`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
