// The benchmark page: ?lib=ours|formily|rjsf|rjsf-live loads that library's adapter (its own chunk), then
// exposes window.bench for bench/resume/run.ts. The form is drawn inside a React <Profiler> (the build
// aliases react-dom to react-dom/profiling so that onRender is called in production) which counts commits.
//
// Every operation is timed from its start to the LAST React commit it caused: after the operation the page
// waits until no commit happened for QUIET_MS (polling every few ms), and the time is taken at that last
// commit (or when the operation itself returned, if later): React's work and the library's, not the browser's
// style and layout that follow (run.ts reads those from Chromium's own counters). Commits and renders of field
// controls (counter.ts) are counted over the same window.
import { componentsRenderedSince } from './devtools-hook';
import { Component, Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Adapter } from './adapter';
import { renders } from './counter';
import { FIELD_COUNT, INVALID, KEYSTROKE_PATH } from './generate';

dayjs.locale('zh-cn');

const QUIET_MS = 120;
const MAX_WAIT_MS = 30_000;

export interface OpResult {
  /** to the last commit */
  ms: number;
  commits: number;
  /** field controls (antd inputs) rendered */
  fieldRenders: number;
  /** React components rendered (function, class, forwardRef, memo; counted after the timing) */
  componentRenders: number;
  /** React's own render time of the form's commits (Profiler actualDuration, summed) */
  reactMs: number;
}

export interface BenchApi {
  lib: string;
  info: { fields: number; expectedErrors: number; keystrokePath: string };
  mount(): Promise<OpResult>;
  validateAll(): Promise<OpResult & { errors: number; shownErrors: number }>;
  keystroke(fieldPath: string, text: string): Promise<OpResult>;
  read(fieldPath: string): unknown;
  /** same-origin or other requests the page tried after it loaded (must stay 0: no network in the forms) */
  requests: string[];
}

declare global {
  interface Window {
    bench?: BenchApi;
    benchError?: string;
  }
}

const requests: string[] = [];
const realFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  requests.push(`fetch ${String(input instanceof Request ? input.url : input)}`);
  return realFetch(input, init);
};
const realOpen = XMLHttpRequest.prototype.open;
XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
  requests.push(`xhr ${method} ${String(url)}`);
  return (realOpen as (...args: unknown[]) => void).call(this, method, url, ...rest);
} as typeof XMLHttpRequest.prototype.open;

let commits = 0;
let lastCommitAt = 0;
let reactMs = 0;
const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
  commits++;
  reactMs += actualDuration;
  lastCommitAt = performance.now();
};

/** The first render error of the form: a mount that throws fails the run instead of waiting. */
let renderError: string | null = null;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    renderError ??= `${error.message}\n${error.stack ?? ''}`;
  }
  render() {
    return this.state.failed ? <p>render failed</p> : this.props.children;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until no commit for QUIET_MS (and at least `minCommits` since `before`); ms from `start` to the last commit. */
async function settle(start: number, opEnd: number, before: number, minCommits = 0): Promise<number> {
  const deadline = performance.now() + MAX_WAIT_MS;
  let seen = commits;
  let quietSince = performance.now();
  for (;;) {
    await sleep(4);
    if (renderError) throw new Error(`render failed: ${renderError}`);
    const now = performance.now();
    if (commits !== seen) {
      seen = commits;
      quietSince = now;
    } else if (now - quietSince >= QUIET_MS && commits - before >= minCommits) {
      break;
    }
    if (now > deadline) throw new Error(`no quiet after ${MAX_WAIT_MS} ms (${commits - before} commits)`);
  }
  return Math.max(opEnd, commits > before ? lastCommitAt : 0) - start;
}

function snapshot() {
  return { commits, fields: renders.fields, reactMs, at: performance.now() };
}

function since(before: ReturnType<typeof snapshot>, ms: number): OpResult {
  return {
    ms,
    commits: commits - before.commits,
    fieldRenders: renders.fields - before.fields,
    componentRenders: componentsRenderedSince(before.at),
    reactMs: reactMs - before.reactMs,
  };
}

const ERROR_SELECTOR = '.ant-formily-item-error-help, .ant-form-item-explain-error';

async function load(lib: string): Promise<Adapter> {
  switch (lib) {
    case 'ours':
      return (await import('./libs/ours')).createAdapter();
    case 'formily':
      return (await import('./libs/formily')).createAdapter();
    case 'rjsf':
      return (await import('./libs/rjsf')).createAdapter({ live: false });
    case 'rjsf-live':
      return (await import('./libs/rjsf')).createAdapter({ live: true });
    default:
      throw new Error(`unknown lib ${lib}`);
  }
}

async function start(): Promise<void> {
  const lib = new URLSearchParams(location.search).get('lib') ?? 'ours';
  const adapter = await load(lib);
  const root = createRoot(document.getElementById('root')!);
  let mounted = false;

  const api: BenchApi = {
    lib,
    info: { fields: FIELD_COUNT, expectedErrors: INVALID.length, keystrokePath: KEYSTROKE_PATH },
    requests,
    async mount() {
      if (mounted) throw new Error('mounted already');
      mounted = true;
      const before = snapshot();
      const t0 = performance.now();
      const element = adapter.create();
      root.render(
        <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
          <Boundary>
            <Profiler id={lib} onRender={onRender}>
              {element}
            </Profiler>
          </Boundary>
        </ConfigProvider>,
      );
      const ms = await settle(t0, performance.now(), before.commits, 1);
      return since(before, ms);
    },
    async validateAll() {
      const before = snapshot();
      const t0 = performance.now();
      await adapter.validate();
      const ms = await settle(t0, performance.now(), before.commits);
      return { ...since(before, ms), errors: adapter.errorCount(), shownErrors: document.querySelectorAll(ERROR_SELECTOR).length };
    },
    async keystroke(fieldPath, text) {
      const input = adapter.input(fieldPath);
      if (!input) throw new Error(`no input for ${fieldPath}`);
      if (document.activeElement !== input) {
        // focus as a user would before typing; not timed
        input.focus();
        await settle(performance.now(), performance.now(), commits);
      }
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input) as object, 'value')!.set!;
      const before = snapshot();
      const t0 = performance.now();
      setValue.call(input, input.value + text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const ms = await settle(t0, performance.now(), before.commits);
      return since(before, ms);
    },
    read: (fieldPath) => adapter.read(fieldPath),
  };
  window.bench = api;
}

start().catch((error: unknown) => {
  window.benchError = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  console.error(error);
});
