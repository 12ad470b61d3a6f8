// Median of the runs of one page that Lighthouse could measure: each metric on its own, and the run to quote
// for what Lighthouse blames.
import type { RunFigures } from './audit';

export const METRICS = ['score', 'lcp', 'fcp', 'tbt', 'cls', 'si'] as const;
export type Metric = (typeof METRICS)[number];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function medianMetrics(runs: RunFigures[]): Record<Metric, number> {
  const ok = runs.filter((r) => !r.error);
  return Object.fromEntries(METRICS.map((m) => [m, ok.length ? median(ok.map((r) => r[m])) : NaN])) as Record<Metric, number>;
}

/** The run with the median LCP (the metric the goal is about), whose LCP element and blames are reported. */
export function medianRunIndex(runs: RunFigures[]): number {
  const order = runs
    .map((r, i) => ({ lcp: r.lcp, i, ok: !r.error }))
    .filter((r) => r.ok)
    .sort((a, b) => a.lcp - b.lcp);
  return order.length ? order[Math.floor((order.length - 1) / 2)].i : 0;
}
