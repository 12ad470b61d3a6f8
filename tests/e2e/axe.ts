// axe-core on the page a test has open: the serious and critical violations of WCAG 2.1 A/AA and axe's best
// practices. The page must belong to a context made by browser.newContext() (tests/e2e/browser.ts newContext).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeFinding {
  rule: string;
  impact: 'serious' | 'critical';
  help: string;
  /** how many elements break the rule */
  count: number;
  /** the selectors of the first few */
  targets: string[];
}

/** The serious and critical violations on the page as it is now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
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
