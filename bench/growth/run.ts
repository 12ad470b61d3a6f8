// npm run bench:growth: how the API's reads grow with the portal (they should stay flat to 100k positions). See bench/growth/README.md.
//
// A throwaway store (an SQLite file under the system temp folder, or with DATABASE_URL a new PostgreSQL database
// beside the one named) gets the server's migrations and demo seed, then grows step by step (1k, 10k, 100k
// positions by default, with applications and notices in proportion: 1M and 100k at the largest step). At each
// step the real fastify app is built on the store and every measure runs in process through app.inject,
// sequentially, after a warm-up. Results: bench/results/growth-<engine>.json and .md (git-ignored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '@/server/app';
import { ROOT, NOW, SCHEMAS_DIR } from '@/tests/api/helpers';
import { beijingDate } from '@/server/http/clock';
import { applyMany, generatedCandidates, insertApplications } from './applications';
import { callsOf, HEAVY_CANDIDATE } from './calls';
import { measure } from './measure';
import { insertNotices, noticeCount } from './notices';
import { parseOptions, type GrowthOptions } from './options';
import { ensureUnits, insertPositions, PORTAL_ID, type PositionFacts } from './positions';
import { seededRandom } from './random';
import { ratios, stepTable, summaryTable, type StepResult } from './report';
import { ENGINE_LABELS, openStore, type GrowthStore } from './store';

const HEADER = (engine: string) => `How to read: one table per step (the portal grows from one to the next). Each measure is one API call made
through the real fastify app in process (app.inject: routing, validation, the queries on ${engine}, serialisation;
no network, no compression), sequentially, after a warm-up. count = requests timed (fewer than asked when the
measure's time budget ran out); p50/p95/max in milliseconds; answer = the total the call reported on its first
request. The summary divides each p50 and p95 at the largest step by the same at the smallest: 1x is flat, 100x
grows with the data; on a loaded machine p50 is the steadier, and the smallest step's p95 the noisiest. The clock is pinned to ${NOW.toISOString()} (the API tests' date) so that dates and statuses agree.`;

/** Migrations and the demo seed, as a server's first start does them. */
async function prepare(store: GrowthStore): Promise<void> {
  const app = await buildServer({ ...store.target, schemasDir: SCHEMAS_DIR, now: () => NOW, logger: false });
  await app.close();
}

interface GrowthState {
  facts: PositionFacts[];
  applications: number;
}

const share = (total: number, positions: number, largest: number) => Math.round((total * positions) / largest);

async function grow(store: GrowthStore, o: GrowthOptions, positions: number, state: GrowthState) {
  const largest = o.steps[o.steps.length - 1];
  const today = beijingDate(NOW);
  const random = seededRandom(positions);
  const sink = await store.sink();
  try {
    const units = await ensureUnits(sink, random);
    state.facts.push(...(await insertPositions(sink, random, positions - state.facts.length, units, today)));
    if (state.applications === 0) state.applications += await applyMany(sink, random, HEAVY_CANDIDATE.userId, o.heavy, state.facts, today);
    const wanted = share(o.applications, positions, largest);
    if (wanted > state.applications) state.applications += await insertApplications(sink, random, wanted - state.applications, state.facts, today, await generatedCandidates(sink));
    const notices = await noticeCount(sink);
    const wantedNotices = share(o.notices, positions, largest);
    if (wantedNotices > notices) await insertNotices(sink, random, wantedNotices - notices, today);
    // autovacuum vacuums (PostgreSQL 13+: also after inserts) and analyses tables this size soon after a bulk load;
    // done at once here, the plans and index-only reads are a running portal's
    if (sink.engine === 'postgres') await sink.column('VACUUM ANALYZE');
    return { candidates: await generatedCandidates(sink), notices: await noticeCount(sink) };
  } finally {
    await sink.close();
  }
}

async function runStep(store: GrowthStore, o: GrowthOptions, positions: number, state: GrowthState): Promise<StepResult> {
  const started = performance.now();
  const { candidates, notices } = await grow(store, o, positions, state);
  const generateSeconds = (performance.now() - started) / 1000;
  console.log(`  ${positions.toLocaleString('en')} positions: rows added in ${generateSeconds.toFixed(1)} s; measuring`);

  const app = await buildServer({ ...store.target, schemasDir: SCHEMAS_DIR, now: () => NOW, logger: false });
  try {
    const measures = [];
    for (const { key, label, call } of await callsOf(app)) {
      measures.push(await measure(app, key, label, call, { requests: o.requests, warmup: o.warmup, budgetMs: o.budgetMs }));
    }
    return { positions, applications: state.applications, candidates, notices, generateSeconds, measures };
  } finally {
    await app.close();
  }
}

async function main(): Promise<number> {
  const o = parseOptions(process.argv.slice(2));
  const store = await openStore(process.env.DATABASE_URL || undefined);
  const engine = ENGINE_LABELS[store.engine];
  const started = performance.now();
  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`bench:growth on ${engine} (${store.name}), steps ${o.steps.join(', ')}, ${o.applications.toLocaleString('en')} applications and ${o.notices.toLocaleString('en')} notices at the largest; load average ${load}, ${os.cpus().length} cores`);
  const steps: StepResult[] = [];
  try {
    await prepare(store);
    const state: GrowthState = { facts: [], applications: 0 };
    for (const positions of o.steps) steps.push(await runStep(store, o, positions, state));
  } finally {
    if (o.keep) console.log(`kept ${store.name}`);
    else await store.remove();
  }
  const seconds = (performance.now() - started) / 1000;
  const loadAfter = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  const text = [
    HEADER(engine),
    '',
    `Engine ${engine}, portal ${PORTAL_ID}; load average at the start ${load}, at the end ${loadAfter}, on ${os.cpus().length} cores; whole run ${seconds.toFixed(0)} s`,
    '',
    ...steps.flatMap((s) => [stepTable(s, engine), '']),
    summaryTable(steps, engine),
  ].join('\n');
  console.log(`\n${text}`);
  const out = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  const json = { date: new Date().toISOString(), engine: store.engine, options: o, loadAverage: os.loadavg(), cores: os.cpus().length, seconds, steps, ratios: ratios(steps) };
  const base = `growth-${store.engine}`;
  fs.writeFileSync(path.join(out, `${base}.json`), JSON.stringify(json, null, 2));
  fs.writeFileSync(path.join(out, `${base}.md`), `# bench:growth on ${engine}\n\n\`\`\`\n${text}\n\`\`\`\n`);
  console.log(`\nwritten: bench/results/${base}.json and ${base}.md`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
