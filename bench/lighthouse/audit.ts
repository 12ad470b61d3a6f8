// One Lighthouse run (performance only) of one URL, in a Chromium of its own so that no run inherits another's
// cache, and the figures the report needs from its result.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import type { Preset } from './targets';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox'];

export interface Blame {
  id: string;
  title: string;
  /** what Lighthouse estimates fixing it saves on LCP, ms */
  lcpSavingsMs: number;
  displayValue?: string;
}

export interface RunFigures {
  /** performance score, 0..100 */
  score: number;
  /** ms, except cls */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Lighthouse's measure of this machine's CPU (a mid-range desktop is about 1000+) */
  benchmarkIndex: number;
  lcpElement?: string;
  /** TTFB, load delay, load time, render delay (ms) */
  lcpPhases: Record<string, number>;
  blames: Blame[];
  warnings: string[];
  /** set when Lighthouse could not measure the page (no paint, page error, ...) */
  error?: string;
}

interface TableDetails {
  type: string;
  items?: Array<Record<string, unknown>>;
}

function lcpDetails(lhr: Result): Pick<RunFigures, 'lcpElement' | 'lcpPhases'> {
  const audit = lhr.audits['largest-contentful-paint-element'];
  // Lighthouse before 12.8 could not read newer Chromiums' traces (12.8.2 is pinned): a failed audit still says why
  if (audit?.errorMessage) return { lcpElement: `n/a (${audit.errorMessage})`, lcpPhases: {} };
  const details = audit?.details as { items?: TableDetails[] } | undefined;
  const [elementTable, phaseTable] = details?.items ?? [];
  const node = elementTable?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
  const lcpPhases: Record<string, number> = {};
  for (const row of phaseTable?.items ?? []) lcpPhases[String(row.phase)] = Math.round(Number(row.timing));
  return { lcpElement: node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim() : undefined, lcpPhases };
}

function blamesOf(lhr: Result): Blame[] {
  return Object.values(lhr.audits)
    .map((a) => ({ id: a.id, title: a.title, lcpSavingsMs: Math.round(a.metricSavings?.LCP ?? 0), displayValue: a.displayValue }))
    // the LCP element audit's "savings" are only the distance to a good LCP, not a fix
    .filter((b) => b.lcpSavingsMs > 0 && b.id !== 'largest-contentful-paint-element')
    .sort((a, b) => b.lcpSavingsMs - a.lcpSavingsMs);
}

export function figuresOf(lhr: Result): RunFigures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...lcpDetails(lhr),
    blames: blamesOf(lhr),
    warnings: lhr.runWarnings,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

export async function auditOnce(url: string, preset: Preset): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
