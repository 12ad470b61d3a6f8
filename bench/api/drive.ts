// One autocannon run against one request, after a warm-up that is not measured.
import autocannon from 'autocannon';
import type { ApiBenchOptions } from './options';

export interface Target {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p975: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  bytesPerAnswer: number;
}

function fire(target: Target, o: ApiBenchOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: o.connections,
    pipelining: o.pipelining,
    duration: seconds,
  });
}

export async function drive(target: Target, o: ApiBenchOptions): Promise<Figures> {
  if (o.warmup > 0) await fire(target, o, o.warmup);
  const r = await fire(target, o, o.duration);
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    bytesPerAnswer: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}
