// The resume form benchmark (bench/resume/README.md): builds bench/resume with Vite, serves bench/resume/dist
// on 127.0.0.1, and for each library loads the page RUNS times in a fresh browser context (desktop viewport)
// and measures there: mount, KEYSTROKES keystrokes into one text field, then validate-all. Medians over the
// runs (for keystrokes: the median over every keystroke of every run). Prints a table and the ratios
// ours/formily and ours/rjsf; writes bench/results/resume.json and resume.md.
//
// No assertion on times. Exit 1 only when a library fails: it does not mount, a keystroke does not reach its
// form, validate-all throws or finds another number of errors than the values break on purpose, or the page
// makes a network request.
//
//   npx tsx bench/resume/run.ts [--runs 5] [--keystrokes 20] [--libs ours,formily,rjsf,rjsf-live]
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, CDPSession } from 'playwright-core';
import { build } from 'vite';
import { desktopContext, launchBrowser } from '../../tests/e2e/browser';
import type { OpResult } from './main';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const DIST = join(HERE, 'dist');

export const LIBS = ['ours', 'formily', 'rjsf', 'rjsf-live'] as const;

export interface ResumeBenchOptions {
  runs?: number;
  keystrokes?: number;
  libs?: string[];
}

/** An operation's page-side result plus Chromium's style recalculation + layout time over it (CDP Performance). */
type Measured<T extends OpResult = OpResult> = T & { styleLayoutMs: number };

interface RunSample {
  mount: Measured;
  validate: Measured<OpResult & { errors: number; shownErrors: number }>;
  keys: Measured[];
}

interface Summary {
  mountMs: number;
  mountStyleLayoutMs: number;
  mountCommits: number;
  mountReactMs: number;
  validateMs: number;
  validateStyleLayoutMs: number;
  validateCommits: number;
  validateFieldRenders: number;
  validateComponentRenders: number;
  validateReactMs: number;
  errors: number;
  shownErrors: number;
  keyMs: number;
  keyP90Ms: number;
  keyStyleLayoutMs: number;
  keyCommits: number;
  keyFieldRenders: number;
  keyComponentRenders: number;
  keyReactMs: number;
}

interface LibResult {
  lib: string;
  ok: boolean;
  failures: string[];
  runs: RunSample[];
  median?: Summary;
}

const median = (xs: number[]): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server })));
}

const KEYS = 'abcdefghijklmnopqrstuvwxyz';

/** Runs `op` and adds the style + layout time Chromium spent meanwhile (its RecalcStyleDuration + LayoutDuration). */
async function withStyleLayout<T extends OpResult>(cdp: CDPSession, op: () => Promise<T>): Promise<Measured<T>> {
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return of('RecalcStyleDuration') + of('LayoutDuration');
  };
  const before = await read();
  const result = await op();
  return { ...result, styleLayoutMs: ((await read()) - before) * 1000 };
}

async function measureOnce(browser: Browser, url: string, lib: string, keystrokes: number, failures: string[]): Promise<RunSample | null> {
  const context = await desktopContext(browser, url);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    // RJSF logs every failed validation as an error: that is the expected outcome of validate-all
    if (m.type() === 'error' && !(lib.startsWith('rjsf') && m.text().startsWith('Form validation failed'))) errors.push(`console.error: ${m.text()}`);
  });
  try {
    const crashed = new Promise<never>((_, fail) => page.once('pageerror', (e) => fail(new Error(`page error: ${e.message}`))));
    crashed.catch(() => undefined);
    await page.goto(`${url}/?lib=${lib}`, { waitUntil: 'load' });
    await Promise.race([page.waitForFunction(() => !!window.bench || !!window.benchError, undefined, { timeout: 30_000 }), crashed]);
    const loadError = await page.evaluate(() => window.benchError);
    if (loadError) throw new Error(`page did not load: ${loadError}`);
    const requestsAtLoad = await page.evaluate(() => window.bench!.requests.length);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    const mount = await withStyleLayout(cdp, () => page.evaluate(() => window.bench!.mount()));
    const path = await page.evaluate(() => window.bench!.info.keystrokePath);
    const before = String((await page.evaluate((p) => window.bench!.read(p), path)) ?? '');
    const keys: Measured[] = [];
    let typed = '';
    for (let i = 0; i < keystrokes; i++) {
      const ch = KEYS[i % KEYS.length];
      typed += ch;
      keys.push(await withStyleLayout(cdp, () => page.evaluate(([p, c]) => window.bench!.keystroke(p, c), [path, ch] as const)));
    }
    const after = await page.evaluate((p) => window.bench!.read(p), path);
    if (after !== before + typed) failures.push(`${lib}: after typing, ${path} holds ${JSON.stringify(after)}, expected ${JSON.stringify(before + typed)}`);
    const validate = await withStyleLayout(cdp, () => page.evaluate(() => window.bench!.validateAll()));
    const expected = await page.evaluate(() => window.bench!.info.expectedErrors);
    if (validate.errors !== expected) failures.push(`${lib}: validate-all found ${validate.errors} field errors, expected ${expected}`);
    const requests = await page.evaluate(() => window.bench!.requests);
    if (requests.length > requestsAtLoad) failures.push(`${lib}: the form made requests: ${requests.slice(requestsAtLoad).join(', ')}`);
    if (errors.length) failures.push(...errors.slice(0, 5).map((e) => `${lib}: ${e}`));
    return { mount, validate, keys };
  } catch (error) {
    failures.push(`${lib}: ${error instanceof Error ? error.message.split('\n').slice(0, 4).join(' | ') : String(error)}`);
    if (errors.length) failures.push(...errors.slice(0, 5).map((e) => `${lib}: ${e}`));
    return null;
  } finally {
    await context.close();
  }
}

function summarise(lib: string, runs: RunSample[], failures: string[]): LibResult {
  const result: LibResult = { lib, ok: failures.length === 0 && runs.length > 0, failures, runs };
  if (runs.length === 0) return result;
  const keys = runs.flatMap((r) => r.keys);
  const m = (pick: (r: RunSample) => number) => median(runs.map(pick));
  const k = (pick: (r: Measured) => number) => median(keys.map(pick));
  result.median = {
    mountMs: m((r) => r.mount.ms),
    mountStyleLayoutMs: m((r) => r.mount.styleLayoutMs),
    mountCommits: m((r) => r.mount.commits),
    mountReactMs: m((r) => r.mount.reactMs),
    validateMs: m((r) => r.validate.ms),
    validateStyleLayoutMs: m((r) => r.validate.styleLayoutMs),
    validateCommits: m((r) => r.validate.commits),
    validateFieldRenders: m((r) => r.validate.fieldRenders),
    validateComponentRenders: m((r) => r.validate.componentRenders),
    validateReactMs: m((r) => r.validate.reactMs),
    errors: m((r) => r.validate.errors),
    shownErrors: m((r) => r.validate.shownErrors),
    keyMs: k((x) => x.ms),
    keyP90Ms: quantile(keys.map((x) => x.ms), 0.9),
    keyStyleLayoutMs: k((x) => x.styleLayoutMs),
    keyCommits: k((x) => x.commits),
    keyFieldRenders: k((x) => x.fieldRenders),
    keyComponentRenders: k((x) => x.componentRenders),
    keyReactMs: k((x) => x.reactMs),
  };
  return result;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);
const fmt = (n: number | undefined, digits = 1) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits));
const ratio = (a?: number, b?: number) => (a !== undefined && b !== undefined && b > 0 ? a / b : undefined);

/** The rows of the table: label, the summary key, decimals, and whether ours/other ratios make sense. */
const ROWS: Array<[string, keyof Summary, number, boolean]> = [
  ['mount ms', 'mountMs', 0, true],
  ['mount style+layout ms', 'mountStyleLayoutMs', 0, true],
  ['mount commits', 'mountCommits', 0, false],
  ['mount React render ms', 'mountReactMs', 0, true],
  ['validate-all ms', 'validateMs', 1, true],
  ['validate-all style+layout ms', 'validateStyleLayoutMs', 1, true],
  ['validate-all commits', 'validateCommits', 0, false],
  ['validate-all field renders', 'validateFieldRenders', 0, false],
  ['validate-all components rendered', 'validateComponentRenders', 0, true],
  ['validate-all React ms', 'validateReactMs', 1, true],
  ['field errors found', 'errors', 0, false],
  ['error messages shown', 'shownErrors', 0, false],
  ['keystroke ms (median)', 'keyMs', 2, true],
  ['keystroke ms (p90)', 'keyP90Ms', 1, true],
  ['keystroke style+layout ms', 'keyStyleLayoutMs', 1, true],
  ['keystroke commits', 'keyCommits', 0, true],
  ['keystroke field renders', 'keyFieldRenders', 0, true],
  ['keystroke components rendered', 'keyComponentRenders', 0, true],
  ['keystroke React render ms', 'keyReactMs', 2, true],
];

function report(results: LibResult[], meta: { runs: number; keystrokes: number; fields: number; keystrokePath: string }): { text: string; ratios: Record<string, Record<string, number | undefined>> } {
  const lines: string[] = [];
  lines.push(`Resume form: ${meta.fields} fields in 12 sections, drawn and validated in Chromium. ${meta.runs} fresh page loads per library;`);
  lines.push(`mount, then ${meta.keystrokes} keystrokes into ${meta.keystrokePath}, then validate-all. Medians (keystrokes: of all keystrokes of all loads).`);
  lines.push('ms = from the operation to its last React commit; style+layout = Chromium\'s own style and layout time over the operation;');
  lines.push('field renders = renders of the antd input controls (Input, TextArea, InputNumber, Select, DatePicker, RangePicker);');
  lines.push('components rendered = React components (function, class, forwardRef, memo) that rendered, not bailed out.');
  lines.push('');
  const by = (lib: string) => results.find((r) => r.lib === lib)?.median;
  const ours = by('ours');
  const others = ['formily', 'rjsf', 'rjsf-live'].filter((o) => by(o) && ours);
  const W = 12;
  lines.push(`  ${pad('', 34)}${results.map((r) => lpad(r.lib, W)).join('')}  ${others.map((o) => lpad(`ours/${o}`, 16)).join('')}`);
  const ratios: Record<string, Record<string, number | undefined>> = {};
  for (const o of others) ratios[`ours/${o}`] = {};
  for (const [label, key, digits, withRatio] of ROWS) {
    const cells = results.map((r) => lpad(r.median ? fmt(r.median[key], digits) : 'FAILED', W)).join('');
    const rs = others.map((o) => {
      const value = withRatio ? ratio(ours![key], by(o)![key]) : undefined;
      if (withRatio) ratios[`ours/${o}`][key] = value;
      return lpad(withRatio ? fmt(value, 2) : '', 16);
    });
    lines.push(`  ${pad(label, 34)}${cells}  ${rs.join('')}`);
  }
  if (ours) {
    const f = ratios['ours/formily'];
    const rj = ratios['ours/rjsf'];
    lines.push('');
    lines.push('Aims (reported, not asserted):');
    if (f) lines.push(`  within 1.2x of plain Formily:  mount ${fmt(f.mountMs, 2)}x, validate-all ${fmt(f.validateMs, 2)}x, keystroke ${fmt(f.keyMs, 2)}x`);
    if (rj) lines.push(`  well ahead of RJSF:            mount ${fmt(rj.mountMs, 2)}x, validate-all ${fmt(rj.validateMs, 2)}x, keystroke ${fmt(rj.keyMs, 2)}x (of RJSF's time)`);
    lines.push(
      `  a keystroke renders only its own field: ${fmt(ours.keyFieldRenders, 0)} field control(s), ${fmt(ours.keyCommits, 0)} commit(s) and ${fmt(ours.keyComponentRenders, 0)} components per keystroke` +
        (f ? ` (plain Formily: ${fmt(by('formily')!.keyComponentRenders, 0)} components)` : ''),
    );
  }
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    lines.push('');
    lines.push('FAILURES:');
    for (const r of failed) for (const x of r.failures.length ? r.failures : [`${r.lib}: no run completed`]) lines.push(`  ${x}`);
  }
  return { text: lines.join('\n'), ratios };
}

function parseArgs(argv: string[]): ResumeBenchOptions {
  const options: ResumeBenchOptions = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--keystrokes') options.keystrokes = Number(argv[++i]);
    else if (argv[i] === '--libs') options.libs = argv[++i].split(',');
  }
  return options;
}

/** Builds, serves, measures, prints and writes the results; 0, or 1 when a library failed. */
export async function runResumeBench(options: ResumeBenchOptions = {}): Promise<number> {
  const runs = options.runs ?? 5;
  const keystrokes = options.keystrokes ?? 20;
  const libs = options.libs ?? [...LIBS];
  console.log('\nResume form benchmark: building bench/resume ...');
  await build({ configFile: join(HERE, 'vite.config.ts'), logLevel: 'warn' });
  const { url, server } = await serve(DIST);
  const browser = await launchBrowser();
  const results: LibResult[] = [];
  let info = { fields: 0, keystrokePath: '' };
  try {
    for (const lib of libs) {
      const failures: string[] = [];
      const samples: RunSample[] = [];
      for (let i = 0; i < runs; i++) {
        const sample = await measureOnce(browser, url, lib, keystrokes, failures);
        if (sample) samples.push(sample);
        else break;
      }
      results.push(summarise(lib, samples, [...new Set(failures)]));
      process.stdout.write(`  ${lib}: ${samples.length} run(s)${failures.length ? ', FAILED' : ''}\n`);
    }
    const context = await desktopContext(browser, url);
    const page = await context.newPage();
    await page.goto(`${url}/?lib=formily`);
    await page.waitForFunction(() => !!window.bench, undefined, { timeout: 60_000 }).catch(() => undefined);
    info = (await page.evaluate(() => window.bench?.info).catch(() => undefined)) ?? info;
    await context.close();
  } finally {
    await browser.close();
    await new Promise((ok) => server.close(ok));
  }

  const { text, ratios } = report(results, { runs, keystrokes, fields: info.fields, keystrokePath: info.keystrokePath });
  console.log('');
  console.log(text);
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'resume.json'),
    JSON.stringify({ date: new Date().toISOString(), runs, keystrokes, ...info, ratios, results: results.map(({ lib, ok, failures, median: m, runs: r }) => ({ lib, ok, failures, median: m, runs: r })) }, null, 2),
  );
  writeFileSync(join(dir, 'resume.md'), '```\n' + text + '\n```\n');
  return results.every((r) => r.ok) ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runResumeBench(parseArgs(process.argv.slice(2))).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
