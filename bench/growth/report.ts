// The tables: one per step, and the summary of each measure at the largest step against the smallest.
import type { Measure } from './measure';

export interface StepResult {
  positions: number;
  applications: number;
  candidates: number;
  notices: number;
  /** seconds the step's rows took to insert */
  generateSeconds: number;
  measures: Measure[];
}

/** columns as a terminal shows them: a CJK character or full-width punctuation takes two */
const width = (s: string) => [...s].reduce((n, ch) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - width(s)));
const lpad = (s: string, n: number) => ' '.repeat(Math.max(0, n - width(s))) + s;
const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(n < 10 ? 2 : 1));

export function stepTable(step: StepResult, engine: string): string {
  const lines = [
    `${engine}: ${step.positions.toLocaleString('en')} positions, ${step.applications.toLocaleString('en')} applications of ${step.candidates.toLocaleString('en')} candidates, ${step.notices.toLocaleString('en')} notices (rows added in ${step.generateSeconds.toFixed(1)} s)`,
    `  ${pad('measure', 34)} ${lpad('count', 6)} ${lpad('p50 ms', 8)} ${lpad('p95 ms', 8)} ${lpad('max ms', 8)} ${lpad('errors', 6)}  answer`,
  ];
  for (const m of step.measures) {
    lines.push(`  ${pad(m.label, 34)} ${lpad(String(m.count), 6)} ${lpad(ms(m.p50), 8)} ${lpad(ms(m.p95), 8)} ${lpad(ms(m.max), 8)} ${lpad(String(m.errors), 6)}  ${m.answer}`);
  }
  return lines.join('\n');
}

export interface Ratio {
  measure: string;
  p50First: number;
  p50Last: number;
  /** p50 at the largest step over the smallest: steadier than p95 on a loaded machine */
  p50Ratio: number;
  p95First: number;
  p95Last: number;
  ratio: number;
  /** the issue's goal: p95 <= 20 ms at the largest step and at most 2x the smallest */
  meetsGoal: boolean;
}

export function ratios(steps: StepResult[]): Ratio[] {
  const first = steps[0];
  const last = steps[steps.length - 1];
  return last.measures.map((m) => {
    const base = first.measures.find((b) => b.key === m.key);
    const p95First = base?.p95 ?? NaN;
    const ratio = m.p95 / p95First;
    const p50First = base?.p50 ?? NaN;
    return { measure: m.key === 'deep page' ? 'search deep page' : m.label, p50First, p50Last: m.p50, p50Ratio: m.p50 / p50First, p95First, p95Last: m.p95, ratio, meetsGoal: m.p95 <= 20 && ratio <= 2 && m.errors === 0 };
  });
}

export function summaryTable(steps: StepResult[], engine: string): string {
  const first = steps[0].positions.toLocaleString('en');
  const last = steps[steps.length - 1].positions.toLocaleString('en');
  const lines = [
    `Summary (${engine}): ${last} positions against ${first}, in ms (the scaling goal: p95 <= 20 ms at 100k and <= 2x the 1k figure)`,
    `  ${pad('measure', 34)} ${lpad(`p50 ${first}`, 11)} ${lpad(`p50 ${last}`, 11)} ${lpad('ratio', 7)} ${lpad(`p95 ${first}`, 11)} ${lpad(`p95 ${last}`, 11)} ${lpad('ratio', 7)}  goal`,
  ];
  const times = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)}x` : '-');
  for (const r of ratios(steps)) {
    lines.push(
      `  ${pad(r.measure, 34)} ${lpad(ms(r.p50First), 11)} ${lpad(ms(r.p50Last), 11)} ${lpad(times(r.p50Ratio), 7)} ${lpad(ms(r.p95First), 11)} ${lpad(ms(r.p95Last), 11)} ${lpad(times(r.ratio), 7)}  ${r.meetsGoal ? 'met' : 'not met'}`,
    );
  }
  return lines.join('\n');
}
