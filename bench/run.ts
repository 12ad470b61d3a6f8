// npm run bench (after `vite build`): what each site variant's home loads in Chromium.
//
// For the four homes (default/army x pc/h5, each on its terminal's viewport, a fresh browser context so
// nothing is cached) it sums the same-origin JS and CSS the page loads until the network is idle:
//   raw   bytes of the decoded body
//   gzip  the body compressed with zlib gzip level 9 here, so that the number does not depend on what the
//         server sent (the server may send brotli, gzip or nothing; what it sent is in the "wire" column)
//   wire  bytes on the wire as Chromium counted them (the encoded body)
// and prints one table per variant, the totals, and ratios between peers measured in the same run:
// h5 vs pc of each template, army vs default of each terminal.
//
// Kit markers, found in the content of each chunk (minified names change; these strings survive):
//   antd        `data-ant-cssinjs-cache-path` (@ant-design/cssinjs, the style runtime every antd 5 component
//               registers its styles through) or `anticon` in quotes/backticks (antd's default icon prefix)
//   antd-mobile a class-name literal starting with `adm-` (antd-mobile's class prefix: `adm-button`, ...)
//   Formily     `ObModelSymbol` (a Symbol description of @formily/reactive, which every Formily package
//               builds on) or `formily-item` (@formily/antd-v5's form item class)
// Exit 1 when an h5 home loads a JS chunk with an antd marker or a pc home one with an antd-mobile marker.
// Formily on a home is reported (a home shows no form) but does not fail the run.
//
// Results: bench/results/initial-load.json and .md (the latest run) and a dated copy of the JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { launchBrowser, newContext, settle } from '../tests/e2e/browser';
import { readRouteFile, variantBase, variantName, VARIANTS, type Variant } from '../tests/e2e/schema-files';
import { ROOT, startServer } from '../tests/e2e/server';
import { runLighthouseBench } from './lighthouse/run';
import { runResumeBench } from './resume/run';

export const MARKERS = {
  antd: [/data-ant-cssinjs-cache-path/, /[`'"]anticon[`'"]/],
  antdMobile: [/[`'"]adm-[a-z]/],
  formily: [/ObModelSymbol/, /formily-item/],
} as const;
type MarkerName = keyof typeof MARKERS;

interface Asset {
  path: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  wire: number;
  encoding: string;
  markers: MarkerName[];
}

interface VariantResult {
  variant: string;
  url: string;
  js: { files: number; raw: number; gzip: number; wire: number };
  css: { files: number; raw: number; gzip: number; wire: number };
  assets: Asset[];
  loadsAntd: boolean;
  loadsAntdMobile: boolean;
  loadsFormily: boolean;
}

const kb = (n: number) => (n / 1024).toFixed(1);
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

function kindOf(response: Response): 'js' | 'css' | null {
  const path = new URL(response.url()).pathname;
  const type = response.headers()['content-type'] ?? '';
  if (/\.m?js$/.test(path) || /javascript/.test(type)) return 'js';
  if (path.endsWith('.css') || /text\/css/.test(type)) return 'css';
  return null;
}

function markersOf(text: string): MarkerName[] {
  return (Object.keys(MARKERS) as MarkerName[]).filter((name) => MARKERS[name].some((re) => re.test(text)));
}

async function inlineStyles(response: Response): Promise<Asset | null> {
  const html = (await response.body()).toString('utf8');
  const text = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  if (!text) return null;
  const body = Buffer.from(text, 'utf8');
  return { path: '(in the page) <style>', kind: 'css', raw: body.length, gzip: gzipSync(body, { level: 9 }).length, wire: body.length, encoding: 'in the page', markers: [] };
}

async function measure(browser: Awaited<ReturnType<typeof launchBrowser>>, baseUrl: string, variant: Variant): Promise<VariantResult> {
  const url = `${variantBase(variant)}/${readRouteFile(variant).home}`;
  const context = await newContext(browser, baseUrl, variant.viewport);
  const origin = new URL(baseUrl).origin;
  const pending: Array<Promise<Asset | null>> = [];
  const page = await context.newPage();
  page.on('response', (response) => {
    if (new URL(response.url()).origin !== origin || response.status() !== 200) return;
    // a rendered page carries its stylesheets (and antd's) in <style> elements: they count as the page's CSS
    if (response.request().resourceType() === 'document') return void pending.push(inlineStyles(response).catch(() => null));
    const kind = kindOf(response);
    if (!kind) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes().catch(() => null);
        return {
          path: new URL(response.url()).pathname,
          kind,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes?.responseBodySize ?? body.length,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          markers: markersOf(body.toString('utf8')),
        };
      })().catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  const assets = (await Promise.all(pending)).filter((a): a is Asset => !!a);
  await context.close();

  // a chunk fetched twice (preload, then import) counts once
  const unique = [...new Map(assets.map((a) => [a.path, a])).values()].sort((a, b) => b.gzip - a.gzip);
  const sum = (kind: 'js' | 'css') => {
    const list = unique.filter((a) => a.kind === kind);
    return {
      files: list.length,
      raw: list.reduce((n, a) => n + a.raw, 0),
      gzip: list.reduce((n, a) => n + a.gzip, 0),
      wire: list.reduce((n, a) => n + a.wire, 0),
    };
  };
  const js = unique.filter((a) => a.kind === 'js');
  return {
    variant: variantName(variant),
    url,
    js: sum('js'),
    css: sum('css'),
    assets: unique,
    loadsAntd: js.some((a) => a.markers.includes('antd')),
    loadsAntdMobile: js.some((a) => a.markers.includes('antdMobile')),
    loadsFormily: js.some((a) => a.markers.includes('formily')),
  };
}

function table(result: VariantResult): string {
  const lines = [
    `${result.variant}  ${result.url}`,
    `  ${pad('file', 48)} ${lpad('raw kB', 9)} ${lpad('gzip kB', 9)} ${lpad('wire kB', 9)}  enc       markers`,
  ];
  for (const a of result.assets) {
    lines.push(`  ${pad(a.path, 48)} ${lpad(kb(a.raw), 9)} ${lpad(kb(a.gzip), 9)} ${lpad(kb(a.wire), 9)}  ${pad(a.encoding, 8)}  ${a.markers.join(',')}`);
  }
  for (const kind of ['js', 'css'] as const) {
    const s = result[kind];
    lines.push(`  ${pad(`= ${kind.toUpperCase()} (${s.files} files)`, 48)} ${lpad(kb(s.raw), 9)} ${lpad(kb(s.gzip), 9)} ${lpad(kb(s.wire), 9)}`);
  }
  lines.push(`  antd: ${result.loadsAntd ? 'yes' : 'no'}   antd-mobile: ${result.loadsAntdMobile ? 'yes' : 'no'}   Formily: ${result.loadsFormily ? 'yes' : 'no'}`);
  return lines.join('\n');
}

function ratio(a: number, b: number): string {
  return b > 0 ? (a / b).toFixed(2) : 'n/a';
}

async function main(): Promise<number> {
  const server = await startServer({ name: 'bench' });
  const browser = await launchBrowser();
  const results: VariantResult[] = [];
  try {
    for (const variant of VARIANTS) results.push(await measure(browser, server.url, variant));
  } finally {
    await browser.close();
    await server.stop();
  }

  const by = (name: string) => results.find((r) => r.variant === name)!;
  const out: string[] = ['Initial load of each home (same-origin JS and CSS until the network is idle; gzip = zlib level 9 here)', ''];
  for (const r of results) out.push(table(r), '');

  out.push('Totals (kB, gzip)');
  out.push(`  ${pad('variant', 14)} ${lpad('JS', 8)} ${lpad('CSS', 8)} ${lpad('JS files', 9)}  antd  antd-mobile  Formily`);
  for (const r of results) {
    out.push(
      `  ${pad(r.variant, 14)} ${lpad(kb(r.js.gzip), 8)} ${lpad(kb(r.css.gzip), 8)} ${lpad(String(r.js.files), 9)}  ${pad(r.loadsAntd ? 'yes' : 'no', 5)} ${pad(r.loadsAntdMobile ? 'yes' : 'no', 12)} ${r.loadsFormily ? 'yes' : 'no'}`,
    );
  }
  out.push('', 'Ratios (JS gzip, then CSS gzip)');
  const ratios: Record<string, { js: string; css: string }> = {};
  const pairs: Array<[string, string, string]> = [
    ['default h5 / default pc', 'default.h5', 'default.pc'],
    ['army h5 / army pc', 'army.h5', 'army.pc'],
    ['army pc / default pc', 'army.pc', 'default.pc'],
    ['army h5 / default h5', 'army.h5', 'default.h5'],
  ];
  for (const [label, a, b] of pairs) {
    ratios[label] = { js: ratio(by(a).js.gzip, by(b).js.gzip), css: ratio(by(a).css.gzip, by(b).css.gzip) };
    out.push(`  ${pad(label, 24)} JS ${lpad(ratios[label].js, 5)}   CSS ${lpad(ratios[label].css, 5)}`);
  }

  const failures: string[] = [];
  for (const r of results) {
    const terminal = r.variant.split('.')[1];
    const wrongKit = terminal === 'h5' ? 'antd' : 'antdMobile';
    for (const a of r.assets.filter((x) => x.kind === 'js' && x.markers.includes(wrongKit))) {
      failures.push(`${r.variant} home loads ${wrongKit === 'antd' ? 'antd' : 'antd-mobile'}: ${a.path} (${kb(a.gzip)} kB gzip)`);
    }
  }
  const formily = results.filter((r) => r.loadsFormily).map((r) => r.variant);
  out.push('', `Formily on a home: ${formily.length ? formily.join(', ') : 'none'}`);
  out.push(failures.length ? `FAIL: a terminal loads the other terminal's kit:\n  ${failures.join('\n  ')}` : 'OK: each terminal loads only its own kit');
  const text = out.join('\n');
  console.log(text);

  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const json = JSON.stringify({ date: new Date().toISOString(), markers: Object.fromEntries(Object.entries(MARKERS).map(([k, v]) => [k, v.map(String)])), results, ratios, formily, failures }, null, 2);
  writeFileSync(join(dir, 'initial-load.json'), json);
  writeFileSync(join(dir, `initial-load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), json);
  writeFileSync(join(dir, 'initial-load.md'), '```\n' + text + '\n```\n');
  return failures.length ? 1 : 0;
}

// then the resume form benchmark (bench/resume/run.ts): exit 1 also when one of its libraries fails to mount or validate;
// then Lighthouse (bench/lighthouse/run.ts): exit 1 only when it could not measure a page;
// `--no-resume` and `--no-lighthouse` skip those parts
const orFail = (error: unknown) => {
  console.error(error);
  return 1;
};
main().then(
  async (code) => {
    const resume = process.argv.includes('--no-resume') ? 0 : await runResumeBench().catch(orFail);
    const lighthouse = process.argv.includes('--no-lighthouse') ? 0 : await runLighthouseBench().catch(orFail);
    process.exit(code || resume || lighthouse);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
