// npm run bench, Lighthouse part (after `vite build`; alone: `npx tsx bench/lighthouse/run.ts [--runs N] [--only TEXT]`,
// --only keeping the pages whose name contains TEXT, e.g. "h5"):
// Lighthouse's performance category on the system Chromium for the four homes and the default position page
// of each terminal, h5 on the mobile preset and pc on the desktop preset, N runs per page (3), median reported.
// Pages are visited round-robin so that a passing load spike does not land on all runs of one page.
// A run Lighthouse could not measure is tried once more, then left out of the median; exit 1 only when no run of
// a page could be measured. The goals are reported, not enforced.
//
// Results: bench/results/lighthouse.json and .md, and the HTML report of each page's median-LCP run in
// bench/results/lighthouse/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateReport, type Result } from 'lighthouse';
import { ROOT, startServer } from '../../tests/e2e/server';
import { auditOnce, figuresOf, type RunFigures } from './audit';
import { medianMetrics, medianRunIndex } from './median';
import { textReport, type LighthouseResult, type PageResult } from './report';
import { lighthouseTargets } from './targets';

export async function runLighthouseBench(options: { runs?: number; only?: string } = {}): Promise<number> {
  const runs = options.runs ?? 3;
  const started = Date.now();
  const loadBefore = loadavg();
  const server = await startServer({ name: 'bench-lighthouse' });
  const lhrs: Result[][] = [];
  let loadMax = loadBefore[0];
  let pages: PageResult[];
  try {
    const targets = (await lighthouseTargets(server.url)).filter((t) => !options.only || t.name.includes(options.only));
    if (!targets.length) throw new Error(`no page's name contains "${options.only}"`);
    targets.forEach(() => lhrs.push([]));
    for (let i = 0; i < runs; i++) {
      for (const [t, target] of targets.entries()) {
        let lhr = await auditOnce(`${server.url}${target.path}`, target.preset);
        // NO_NAVSTART and the like come and go on a busy machine: one more try before the run counts as failed
        if (lhr.runtimeError) lhr = await auditOnce(`${server.url}${target.path}`, target.preset);
        console.log(`lighthouse ${i + 1}/${runs} ${target.name}: ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`);
        lhrs[t].push(lhr);
        loadMax = Math.max(loadMax, loadavg()[0]);
      }
    }
    pages = targets.map((target, t) => {
      const figures: RunFigures[] = lhrs[t].map(figuresOf);
      return { ...target, runs: figures, median: medianMetrics(figures), medianRun: medianRunIndex(figures) };
    });
  } finally {
    await server.stop();
  }

  const first = lhrs[0][0];
  const result: LighthouseResult = {
    date: new Date().toISOString(),
    lighthouse: first.lighthouseVersion,
    chromium: first.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? first.environment.hostUserAgent,
    runsPerPage: runs,
    loadBefore,
    loadAfter: loadavg(),
    loadMax,
    seconds: (Date.now() - started) / 1000,
    pages,
  };
  const text = textReport(result);
  console.log(text);

  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(join(dir, 'lighthouse'), { recursive: true });
  writeFileSync(join(dir, 'lighthouse.json'), JSON.stringify(result, null, 2));
  writeFileSync(join(dir, 'lighthouse.md'), '```\n' + text + '\n```\n');
  pages.forEach((p, t) => writeFileSync(join(dir, 'lighthouse', `${p.name.replace(/[^a-z0-9]+/gi, '-')}.html`), generateReport(lhrs[t][p.medianRun], 'html')));
  return pages.some((p) => p.runs.every((r) => r.error)) ? 1 : 0;
}

function parseRuns(argv: string[]): number | undefined {
  const at = argv.indexOf('--runs');
  const value = at >= 0 ? Number(argv[at + 1]) : NaN;
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function parseOnly(argv: string[]): string | undefined {
  const at = argv.indexOf('--only');
  return at >= 0 ? argv[at + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runLighthouseBench({ runs: parseRuns(process.argv.slice(2)), only: parseOnly(process.argv.slice(2)) }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
