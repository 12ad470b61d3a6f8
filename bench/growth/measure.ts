// Timing one call through the real fastify app in process (app.inject): a warm-up, then sequential requests
// until `requests` are done or the time budget is spent, whichever comes first (the warm-up takes at most a
// quarter of the budget).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { endpoints, fillPath, type EndpointName } from '@/src/core/endpoints';

export interface Call {
  name: EndpointName;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface Measure {
  /** the same at every step (the summary matches steps by it) */
  key: string;
  label: string;
  /** requests timed (the warm-up aside) */
  count: number;
  p50: number;
  p95: number;
  max: number;
  errors: number;
  /** what the call answered on the first timed request: the total of a list, or a note */
  answer: string;
}

export interface Budget {
  requests: number;
  warmup: number;
  /** milliseconds a measure may take, the warm-up aside */
  budgetMs: number;
}

function injectOptions(call: Call): InjectOptions {
  const e = endpoints[call.name];
  const { path, rest } = fillPath(e.path, call.params ?? {});
  const options: InjectOptions = { method: e.method, url: `/pt${path}`, headers: { 'x-requested-with': 'XMLHttpRequest', 'qx-portal': '1001', ...call.headers } };
  if (e.method === 'GET') options.query = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)]));
  else options.payload = rest;
  return options;
}

/** What a successful answer holds, for the table: a list's total, else the type tab counts. */
function describeAnswer(data: unknown): string {
  if (data && typeof data === 'object' && 'total' in data) return `total ${(data as { total: number }).total}`;
  if (data && typeof data === 'object') return Object.entries(data).map(([k, v]) => `${k} ${String(v)}`).join(', ');
  return '';
}

/** fewer would make p95 the slowest request; a measure past its budget still runs this many, within 3x the budget */
const MIN_REQUESTS = 20;

export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

export async function measure(app: FastifyInstance, key: string, label: string, call: Call, budget: Budget): Promise<Measure> {
  const options = injectOptions(call);
  const warming = performance.now();
  for (let i = 0; i < budget.warmup && (i === 0 || performance.now() - warming < budget.budgetMs / 4); i++) await app.inject(options);
  const times: number[] = [];
  let errors = 0;
  let answer = '';
  const started = performance.now();
  const more = () => {
    const spent = performance.now() - started;
    if (times.length >= budget.requests || spent >= 3 * budget.budgetMs) return false;
    return spent < budget.budgetMs || times.length < MIN_REQUESTS;
  };
  while (more()) {
    const t0 = performance.now();
    const res = await app.inject(options);
    times.push(performance.now() - t0);
    const body = res.json() as { success?: boolean; data?: unknown; errorMessage?: string };
    if (res.statusCode !== 200 || !body.success) {
      errors++;
      answer ||= `error ${res.statusCode} ${body.errorMessage ?? ''}`.trim();
    } else answer ||= describeAnswer(body.data);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { key, label, count: times.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1], errors, answer };
}
