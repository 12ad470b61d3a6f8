// axe-core on the page a test has open: the serious and critical violations of WCAG 2.1 A/AA and axe's best
// practices. axe runs in the page itself (injected once per document): @axe-core/playwright's builder opens a
// second page per analysis to merge frame results, four times the cost, and our pages draw no frames.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: 'serious' | 'critical';
  help: string;
  /** how many elements break the rule */
  count: number;
  /** the selectors of the first few */
  targets: string[];
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** The serious and critical violations on the page as it is now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // evaluated as a script by the devtools protocol, which the page's CSP does not govern (an eval in the page would be)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, AXE_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact as AxeFinding['impact'],
      help: v.help,
      count: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/** One line per finding: "serious color-contrast on URL: help (3x, e.g. a | b)". */
export const describeFinding = (where: string, f: AxeFinding) =>
  `${f.impact} ${f.rule} on ${where}: ${f.help} (${f.count}x, e.g. ${f.targets.join(' | ')})`;

/** The findings of the page as lines (empty when the page passes). */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  return (await axeFindings(page)).map((f) => describeFinding(where, f));
}
