// The Lighthouse table: per page the median of its runs, the goals beside them (reported, never enforced),
// and for each page the LCP element and what Lighthouse says would save LCP time in the median-LCP run.
import { cpus } from 'node:os';
import type { RunFigures } from './audit';
import type { Metric } from './median';
import type { Target } from './targets';

export interface PageResult extends Target {
  runs: RunFigures[];
  median: Record<Metric, number>;
  /** index into runs of the run with the median LCP */
  medianRun: number;
}

export interface LighthouseResult {
  date: string;
  lighthouse: string;
  chromium: string;
  runsPerPage: number;
  loadBefore: number[];
  loadAfter: number[];
  /** the highest 1-minute load average seen after a run */
  loadMax: number;
  seconds: number;
  pages: PageResult[];
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);
const sec = (ms: number) => (ms / 1000).toFixed(2);

/** h5: score >= 95 and LCP <= 2.0 s; pc: score 100 */
export function goalOf(page: PageResult): { text: string; met: boolean } {
  if (page.preset === 'mobile') return { text: '>=95, LCP<=2.0s', met: page.median.score >= 95 && page.median.lcp <= 2000 };
  return { text: '100', met: page.median.score >= 100 };
}

export function textReport(r: LighthouseResult): string {
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  const bench = r.pages.flatMap((p) => p.runs.map((run) => run.benchmarkIndex));
  const out = [
    `Lighthouse ${r.lighthouse} (performance, simulated throttling), ${r.chromium}, median of ${r.runsPerPage} runs per page`,
    `load average before ${load(r.loadBefore)}, after ${load(r.loadAfter)}, highest ${r.loadMax.toFixed(2)}; benchmarkIndex ${Math.min(...bench)}..${Math.max(...bench)}; ${r.seconds.toFixed(0)} s`,
    ...(r.loadMax > cpus().length
      ? [`WARNING: the 1-minute load average reached ${r.loadMax.toFixed(2)} on ${cpus().length} cores: Lighthouse scales what it sees, so these scores are too low`]
      : []),
    '',
    `  ${pad('page', 20)} ${pad('preset', 8)} ${lpad('score', 5)} ${lpad('LCP s', 6)} ${lpad('FCP s', 6)} ${lpad('TBT ms', 7)} ${lpad('CLS', 6)} ${lpad('SI s', 6)}  ${pad('goal', 16)} met  scores of the runs`,
  ];
  for (const p of r.pages) {
    const m = p.median;
    const goal = goalOf(p);
    out.push(
      `  ${pad(p.name, 20)} ${pad(p.preset, 8)} ${lpad(String(m.score), 5)} ${lpad(sec(m.lcp), 6)} ${lpad(sec(m.fcp), 6)} ${lpad(m.tbt.toFixed(0), 7)} ${lpad(m.cls.toFixed(3), 6)} ${lpad(sec(m.si), 6)}  ${pad(goal.text, 16)} ${pad(goal.met ? 'yes' : 'no', 4)} ${p.runs.map((x) => (x.error ? 'failed' : x.score)).join(' ')}`,
    );
  }
  for (const p of r.pages) {
    const run = p.runs[p.medianRun];
    const phases = Object.entries(run.lcpPhases).map(([k, v]) => `${k} ${v}`).join(', ');
    out.push('', `${p.name}  ${p.path}`, `  LCP element: ${run.lcpElement ?? '(none found)'}`, `  LCP phases (ms): ${phases || 'n/a'}`);
    for (const b of run.blames.slice(0, 5)) out.push(`  - ${b.title} (${b.id}): LCP -${b.lcpSavingsMs} ms${b.displayValue ? `; ${b.displayValue}` : ''}`);
    for (const w of run.warnings) out.push(`  warning: ${w}`);
    for (const [i, x] of p.runs.entries()) if (x.error) out.push(`  run ${i + 1} failed: ${x.error}`);
  }
  return out.join('\n');
}
