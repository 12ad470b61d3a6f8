// Real server processes (server/main.ts, as `npm start` runs it) for the tests of many nodes on one database,
// and calls to them over HTTP by catalogue name, the way the browser makes them.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { endpoints, fillPath, type EndpointName } from '@/src/core/endpoints';
import type { Envelope } from '@/src/core/envelope';
import { ROOT } from './helpers';

export interface ServerNode {
  base: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts `tsx server/main.ts` with `env` on a free port; resolves once it answers. */
export async function startNode(env: Record<string, string>): Promise<ServerNode> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', WATCH_SCHEMAS: '0', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`node exited (${code}): ${stderr}`))));
  const base = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${base}/pt/docs/json`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await Promise.race([ready, exited]);
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A catalogue call over HTTP: path params filled, GET params in the query, POST as JSON. */
export async function callNode<T = unknown>(node: ServerNode, name: EndpointName, params: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const e = endpoints[name];
  const { path: filled, rest } = fillPath(e.path, params);
  const url = new URL(`${node.base}/pt${filled}`);
  const init: RequestInit = { method: e.method, headers: { 'x-requested-with': 'XMLHttpRequest', ...headers } };
  if (e.method === 'GET') for (const [k, v] of Object.entries(rest)) url.searchParams.set(k, String(v));
  else {
    init.body = JSON.stringify(rest);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
