// schema.org JobPosting of a position, as Google's job search reads it, so positions appear there: the fields it requires
// (title, description, datePosted, hiringOrganization, jobLocation) and those it recommends that a position has
// (validThrough, employmentType, baseSalary when the salary is known, identifier); an open position only. Pure: the
// server renders it into the position's page.
import type { Position } from '../entities';

/** What Google's employmentType takes; every recruitment type of the portal hires for a full-time post. */
const EMPLOYMENT_TYPE: Record<Position['recruitType'], string> = { social: 'FULL_TIME', campus: 'FULL_TIME', veterans: 'FULL_TIME' };

/** Salary units by their code in the 'salaryUnit' dictionary: the unitText, and what a figure is multiplied by. */
const SALARY_UNITS: Record<string, { unitText: 'DAY' | 'MONTH' | 'YEAR'; factor: number }> = {
  '1': { unitText: 'MONTH', factor: 1 }, // 元/月
  '2': { unitText: 'YEAR', factor: 10_000 }, // 万元/年
  '3': { unitText: 'DAY', factor: 1 }, // 元/天
};

export interface JobPostingContext {
  /** the page's canonical address */
  url: string;
  /** the portal's name, which publishes the position */
  portalName: string;
  /** the headings of the description's two parts, in the page's language (岗位职责, 任职要求) */
  headings: { description: string; requirement: string };
}

const escapeHtml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
const paragraphs = (text: string) => text.split(/\n+/).filter((l) => l.trim() !== '').map((l) => `<p>${escapeHtml(l.trim())}</p>`).join('');

function baseSalary(p: Position) {
  const unit = p.salaryUnitCode ? SALARY_UNITS[p.salaryUnitCode] : undefined;
  if (!unit || p.salaryMin === null) return undefined;
  const max = p.salaryMax ?? p.salaryMin;
  const value = { '@type': 'QuantitativeValue', minValue: p.salaryMin * unit.factor, maxValue: max * unit.factor, unitText: unit.unitText };
  return { '@type': 'MonetaryAmount', currency: 'CNY', value };
}

/**
 * The JobPosting of a position read by careers.view (with its description, requirement and unit); none for a closed
 * one, closed by hand or past its deadline: Google asks that an expired job's page carry no JobPosting, and a
 * validThrough in the past would only say so less plainly (docs/decisions/seo.md).
 */
export function jobPosting(p: Position, ctx: JobPostingContext): Record<string, unknown> | undefined {
  if (p.status !== 'open') return undefined;
  const { headings } = ctx;
  const description = [p.description && `<h3>${escapeHtml(headings.description)}</h3>${paragraphs(p.description)}`, p.requirement && `<h3>${escapeHtml(headings.requirement)}</h3>${paragraphs(p.requirement)}`]
    .filter(Boolean)
    .join('');
  const salary = baseSalary(p);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: p.title,
    description: description || paragraphs(p.title),
    identifier: { '@type': 'PropertyValue', name: ctx.portalName, value: String(p.id) },
    datePosted: p.publishDate,
    validThrough: `${p.deadline}T23:59:59+08:00`,
    employmentType: EMPLOYMENT_TYPE[p.recruitType],
    hiringOrganization: { '@type': 'Organization', name: p.unit?.name ?? p.unitName },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: p.regionName, addressRegion: p.regionName, addressCountry: 'CN' },
    },
    ...(salary ? { baseSalary: salary } : {}),
    ...(p.headcount > 0 ? { totalJobOpenings: p.headcount } : {}),
    ...(p.educationName ? { educationRequirements: p.educationName } : {}),
    url: ctx.url,
  };
}

/** JSON for a <script type="application/ld+json"> element: no "<" can close the element or open a comment. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
