// Starts the portal's own server (`tsx server/main.ts`) on a free port with a throw-away SQLite file,
// for the e2e suite's global setup and for bench/run.ts. Node only: no browser code here.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  /** http://127.0.0.1:PORT, no trailing slash */
  url: string;
  port: number;
  dbFile: string;
  logFile: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? ok(port) : fail(new Error('no free port'))));
    });
  });
}

/** The demo portal's site config call: the server answers it only once it has migrated and seeded. */
export async function siteConfigAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/pt/portal/siteconfig/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'qx-portal': '1001' },
      body: JSON.stringify({ relationId: '1001', portalType: '1', userDomain: 'portal', terminalType: 'pc' }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { success?: boolean };
    return body.success === true;
  } catch {
    return false;
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((ok) => {
    const timer = setTimeout(() => ok(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      ok(true);
    });
  });
}

export interface StartOptions {
  /** where the server's stdout/stderr go; default test-results/{name}-server.log */
  name?: string;
  /** ms to wait for the first answer; default 120 s (a first start migrates and seeds) */
  timeout?: number;
  /** more environment for the server (PORTAL_SCHEMAS_DIR...) */
  env?: Record<string, string>;
}

/** `tsx server/main.ts` with PORT and DB_FILE set; resolves once /pt/portal/siteconfig/load answers. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const name = options.name ?? 'e2e';
  const timeout = options.timeout ?? 120_000;
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: run `vite build` (npm run build) before the e2e tests or the bench.');
  }
  if (!existsSync(join(ROOT, 'server', 'main.ts'))) throw new Error('server/main.ts is missing.');

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  const dbFile = join(dataDir, 'portal.sqlite');
  const resultsDir = join(ROOT, 'test-results');
  mkdirSync(resultsDir, { recursive: true });
  const logFile = join(resultsDir, `${name}-server.log`);
  const log = createWriteStream(logFile);

  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, 'server/main.ts'], {
    cwd: ROOT,
    // render times no loaded test machine misses: tests read what a page shows, not how fast it was drawn (the stream
    // test sets the production ones, to test them)
    env: { ...process.env, PORTAL_TEST_RENDER_BUDGET_MS: '8000', PORTAL_TEST_SHELL_MS: '8000', ...options.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: dbFile, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 5000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 2000);
      }
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering; last lines of ${logFile}:\n${tail(logFile)}`);
    }
    if (await siteConfigAnswers(url)) return { url, port, dbFile, logFile, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`the server did not answer POST ${url}/pt/portal/siteconfig/load within ${timeout} ms; last lines of ${logFile}:\n${tail(logFile)}`);
}
