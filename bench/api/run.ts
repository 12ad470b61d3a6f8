// npm run bench:api [-- options]: the portal's public calls beside a bare fastify route, in the same run.
// See bench/api/README.md. A measuring tool: it exits 1 only when it cannot run, never on a slow figure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@/src/core/endpoints';
import { startChild, type Child } from './children';
import { drive, type Figures, type Target } from './drive';
import { parseOptions, USAGE, type ApiBenchOptions } from './options';
import { throwawayDatabase, type Throwaway } from './throwaway-database';
import { loadAverage, table, writeResults, type ApiBenchResult, type Row } from './report';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORTAL = '1001';

/** The headers src/api/build-request.ts sends for a guest of the default portal. */
function headersOf(o: ApiBenchOptions, post: boolean): Record<string, string> {
  const h: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', qxpid: 'default-site', 'qx-portal': PORTAL };
  if (post) h['content-type'] = 'application/json';
  if (o.compressed) h['accept-encoding'] = 'gzip, deflate, br';
  return h;
}

function target(baseUrl: string, o: ApiBenchOptions, method: 'GET' | 'POST', urlPath: string, body?: unknown): Target {
  return { method, url: `${baseUrl}/pt${urlPath}`, headers: headersOf(o, method === 'POST'), body: body === undefined ? undefined : JSON.stringify(body) };
}

/** One call made before driving it: it must answer success, or the figures would measure an error page. */
async function answerOf(t: Target): Promise<{ text: string; data: unknown }> {
  const res = await fetch(t.url, { method: t.method, headers: { ...t.headers, 'accept-encoding': 'identity' }, body: t.body });
  const text = await res.text();
  const envelope = JSON.parse(text) as { success?: boolean; data?: unknown };
  if (res.status !== 200 || envelope.success !== true) throw new Error(`${t.method} ${t.url} answered ${res.status} ${text.slice(0, 200)}`);
  return { text, data: envelope.data };
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const children: Child[] = [];
  let database: Throwaway | undefined;
  try {
    const adminUrl = process.env.DATABASE_URL || undefined;
    if (adminUrl) database = await throwawayDatabase(adminUrl);
    const portal = await startChild('./serve-portal.ts', [path.join(work, 'portal.sqlite')], { BENCH_DATABASE_URL: database?.url ?? '' });
    children.push(portal);

    const searchPath = endpoints['careers.search'].path;
    const search = target(portal.baseUrl, o, 'POST', searchPath, { keyword: '', recruitType: 'all', page: 1, pageSize: 10 });
    const page = await answerOf(search);
    const firstId = (page.data as { list: Array<{ id: number }> }).list[0]?.id;
    if (firstId === undefined) throw new Error('careers.search listed no position to view');
    const load = target(portal.baseUrl, o, 'POST', endpoints['siteconfig.load'].path, { relationId: PORTAL, userDomain: 'portal', terminalType: 'pc' });
    const view = target(portal.baseUrl, o, 'GET', endpoints['careers.view'].path.replace('{recruitmentId}', String(firstId)));
    await answerOf(load);
    await answerOf(view);

    const pageFile = path.join(work, 'page.json');
    fs.writeFileSync(pageFile, page.text);
    const bareServer = await startChild('./serve-bare.ts', [pageFile, 'POST', `/pt${searchPath}`]);
    children.push(bareServer);
    const bare = target(bareServer.baseUrl, o, 'POST', searchPath, { keyword: '', recruitType: 'all', page: 1, pageSize: 10 });

    const loadBefore = loadAverage();
    const measured: Array<[string, Figures]> = [];
    // the bare route is driven first and last; the ratios use the mean of the two, so a neighbour's burst of load
    // during one of them weighs half
    for (const [name, t] of [['bare (first)', bare], ['careers.search', search], ['siteconfig.load', load], ['careers.view', view], ['bare (last)', bare]] as const) {
      process.stdout.write(`driving ${name} ...\n`);
      measured.push([name, await drive(t, o)]);
    }
    const bareRate = (measured[0][1].requestsPerSecond + measured[4][1].requestsPerSecond) / 2;
    const rows: Row[] = measured.map(([name, figures]) => ({ name, figures, ratio: bareRate > 0 ? figures.requestsPerSecond / bareRate : 0 }));
    const result: ApiBenchResult = {
      date: new Date().toISOString(),
      engine: database ? 'postgres' : 'sqlite',
      node: process.version,
      cpus: os.cpus().length,
      loadBefore,
      loadAfter: loadAverage(),
      options: o,
      rows,
    };
    process.stdout.write(`\n${table(result)}\n\nload average before ${loadBefore.join(' ')}, after ${result.loadAfter.join(' ')}\n`);
    process.stdout.write(`written to ${writeResults(ROOT, result)}/api.json and api.md\n`);
  } finally {
    for (const child of children.reverse()) await child.stop();
    await database?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  if (err instanceof Error && err.message.startsWith('unknown option')) console.error(USAGE);
  process.exit(1);
});
