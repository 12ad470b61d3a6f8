// The bench:api table: each call of the portal beside the bare route measured in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Figures } from './drive';
import type { ApiBenchOptions } from './options';

export interface Row {
  name: string;
  figures: Figures;
  /** req/s of this row over the bare route's */
  ratio: number;
}

export interface ApiBenchResult {
  date: string;
  engine: 'sqlite' | 'postgres';
  node: string;
  cpus: number;
  loadBefore: number[];
  loadAfter: number[];
  options: ApiBenchOptions;
  rows: Row[];
}

const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

export function markdown(r: ApiBenchResult): string {
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  const head = ['call', 'req/s', 'x bare', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errors', 'non-2xx', 'bytes'];
  const lines = [
    `# bench:api ${r.date}`,
    '',
    `engine ${r.engine}, node ${r.node}, ${r.cpus} cpus, ${r.options.connections} connections x ${r.options.duration} s ` +
      `(warm-up ${r.options.warmup} s, pipelining ${r.options.pipelining}${r.options.compressed ? ', compressed' : ''}); ` +
      `load average before ${load(r.loadBefore)}, after ${load(r.loadAfter)}`,
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...r.rows.map((row) => {
      const f = row.figures;
      return `| ${[row.name, f.requestsPerSecond, row.ratio.toFixed(2), f.p50, f.p975, f.p99, f.errors, f.non2xx, f.bytesPerAnswer].join(' | ')} |`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}

export function table(r: ApiBenchResult): string {
  const widths = [18, 9, 7, 7, 9, 7, 7, 8, 7];
  const cells = (c: Array<string | number>) => c.map((v, i) => (i === 0 ? String(v).padEnd(widths[0]) : lpad(String(v), widths[i]))).join(' ');
  return [
    cells(['call', 'req/s', 'x bare', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errors', 'non-2xx', 'bytes']),
    ...r.rows.map((row) => {
      const f = row.figures;
      return cells([row.name, f.requestsPerSecond, row.ratio.toFixed(2), f.p50, f.p975, f.p99, f.errors, f.non2xx, f.bytesPerAnswer]);
    }),
  ].join('\n');
}

/** bench/results/api.json and api.md (git-ignored). */
export function writeResults(root: string, r: ApiBenchResult): string {
  const dir = path.join(root, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'api.json'), `${JSON.stringify(r, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'api.md'), markdown(r));
  return dir;
}

export const loadAverage = (): number[] => os.loadavg().map((n) => Math.round(n * 100) / 100);
