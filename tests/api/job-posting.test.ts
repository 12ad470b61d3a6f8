// Job search engines: the JobPosting of every seeded position (read through careers.view, as a page would) holds what
// Google's job search requires and recommends (developers.google.com/search/docs/appearance/structured-data/job-posting):
// title, description, datePosted and hiringOrganization.name required; jobLocation with a PostalAddress and its
// addressCountry; validThrough and datePosted as ISO 8601; employmentType from Google's list; baseSalary as a
// MonetaryAmount (ISO 4217 currency, a QuantitativeValue with HOUR/DAY/WEEK/MONTH/YEAR) only when the salary is known;
// identifier as a PropertyValue. And its JSON cannot close the script element it travels in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Position } from '@/src/core/entities';
import type { Db } from '@/server/db/database';
import { jobPosting, jsonLdText } from '@/src/core/seo/job-posting';
import { data, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z))?$/;
const CTX = { portalName: '人才招聘网', headings: { description: '岗位职责', requirement: '任职要求' } };

async function everyPosition(portal: string): Promise<Position[]> {
  const list: Position[] = [];
  for (let page = 1; ; page++) {
    const answer = await data<Paged<Position>>(t.app, 'careers.search', { page, pageSize: 50 }, { 'qx-portal': portal });
    list.push(...answer.list);
    if (answer.list.length < 50) break;
  }
  return Promise.all(list.map((p) => data<Position>(t.app, 'careers.view', { recruitmentId: p.id }, { 'qx-portal': portal })));
}

/** The problems Google's rules find in one JobPosting; none for a valid one. */
function problemsOf(j: any): string[] {
  const out: string[] = [];
  const need = (ok: boolean, what: string) => ok || out.push(what);
  need(j['@context'] === 'https://schema.org/' && j['@type'] === 'JobPosting', '@context/@type');
  need(typeof j.title === 'string' && j.title.length > 0 && !/<|&lt;/.test(j.title), 'title: plain text');
  need(typeof j.description === 'string' && /<p>/.test(j.description), 'description: HTML');
  need(ISO_DATE.test(j.datePosted), 'datePosted: ISO 8601');
  need(ISO_DATE.test(j.validThrough) && j.validThrough >= j.datePosted, 'validThrough: ISO 8601, not before datePosted');
  need(j.hiringOrganization?.['@type'] === 'Organization' && typeof j.hiringOrganization.name === 'string' && j.hiringOrganization.name.length > 0, 'hiringOrganization.name');
  const address = j.jobLocation?.address;
  need(j.jobLocation?.['@type'] === 'Place' && address?.['@type'] === 'PostalAddress' && address.addressCountry === 'CN' && address.addressLocality, 'jobLocation.address');
  need(EMPLOYMENT_TYPES.includes(j.employmentType), 'employmentType');
  need(j.identifier?.['@type'] === 'PropertyValue' && j.identifier.name && j.identifier.value, 'identifier');
  if (j.baseSalary !== undefined) {
    const v = j.baseSalary.value;
    need(j.baseSalary['@type'] === 'MonetaryAmount' && /^[A-Z]{3}$/.test(j.baseSalary.currency), 'baseSalary: MonetaryAmount');
    need(v?.['@type'] === 'QuantitativeValue' && ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(v.unitText) && v.minValue > 0 && v.maxValue >= v.minValue, 'baseSalary.value');
  }
  return out;
}

describe('JobPosting of a position', () => {
  it.each(['1001', '1002'])('is valid for Google for every open position of portal %s, with a salary exactly when one is known', async (portal) => {
    const positions = (await everyPosition(portal)).filter((p) => p.status === 'open');
    expect(positions.length).toBeGreaterThan(5);
    for (const p of positions) {
      const j = jobPosting(p, { ...CTX, url: `https://jobs.example.org/site/1/${portal}/portal/pc/x/pc/recruitmentview/${p.id}` })!;
      expect({ id: p.id, problems: problemsOf(j) }).toEqual({ id: p.id, problems: [] });
      expect(j.title).toBe(p.title);
      expect(j.baseSalary === undefined).toBe(p.salaryMin === null);
      expect(JSON.parse(jsonLdText(j))).toEqual(j);
    }
  });

  it('gives a yearly salary in 万元 in yuan, and a daily one per day', async () => {
    const base = (await everyPosition('1001')).find((p) => p.status === 'open')!;
    const yearly = jobPosting({ ...base, salaryMin: 12, salaryMax: 20, salaryUnitCode: '2' }, { ...CTX, url: 'u' }) as any;
    expect(yearly.baseSalary.value).toEqual({ '@type': 'QuantitativeValue', minValue: 120_000, maxValue: 200_000, unitText: 'YEAR' });
    const daily = jobPosting({ ...base, salaryMin: 300, salaryMax: null, salaryUnitCode: '3' }, { ...CTX, url: 'u' }) as any;
    expect(daily.baseSalary.value).toMatchObject({ minValue: 300, maxValue: 300, unitText: 'DAY' });
  });

  it('cannot close its script element or inject markup through a title or description', async () => {
    const base = (await everyPosition('1001')).find((p) => p.status === 'open')!;
    const hostile = { ...base, title: '</script><script>alert(1)</script>', description: '<img src=x onerror=alert(1)>' };
    const text = jsonLdText(jobPosting(hostile, { ...CTX, url: 'u' }));
    expect(text).not.toMatch(/[<>]/);
    const j = JSON.parse(text);
    expect(j.title).toBe(hostile.title);
    expect(j.description).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

// A closed position's page carries no JobPosting (Google: an expired job keeps none), whether it was closed by hand
// or its deadline passed; careers.view says which, and since when, for the page's notice. NOW is 2026-11-20 in Beijing.
describe('a closed position', () => {
  const db = () => t.app.db as Db;
  const view = (id: number) => data<Position>(t.app, 'careers.view', { recruitmentId: id }, { 'qx-portal': '1001' });
  const postingOf = async (id: number) => jobPosting(await view(id), { ...CTX, url: 'u' });
  const closedAtOf = async (id: number) => (await db().selectFrom('positions').select('closed_at').where('id', '=', id).executeTakeFirstOrThrow()).closed_at;
  let ids: number[];
  beforeAll(async () => {
    const open = (await everyPosition('1001')).filter((p) => p.status === 'open' && p.deadline >= '2026-12-01');
    ids = open.slice(0, 3).map((p) => p.id);
    expect(ids).toHaveLength(3);
  });

  it('closed by hand: careers.view says so and since when, and it has no JobPosting; opened again, it has one', async () => {
    const [id] = ids;
    expect(await postingOf(id)).toMatchObject({ '@type': 'JobPosting' });
    await db().updateTable('positions').set({ status: 'closed' }).where('id', '=', id).execute();
    expect(await closedAtOf(id)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // a writer that says when (an import) keeps its time
    await db().updateTable('positions').set({ closed_at: '2026-11-18T02:00:00Z' }).where('id', '=', id).execute();
    expect(await view(id)).toMatchObject({ status: 'closed', closedBy: 'hand', closedAt: '2026-11-18T02:00:00Z' });
    expect(await postingOf(id)).toBeUndefined();

    await db().updateTable('positions').set({ status: 'open' }).where('id', '=', id).execute();
    expect(await closedAtOf(id)).toBeNull();
    const reopened = await view(id);
    expect(reopened.status).toBe('open');
    expect(reopened).not.toHaveProperty('closedBy');
    expect(await postingOf(id)).toMatchObject({ '@type': 'JobPosting' });
  });

  it('past its deadline: careers.view says its deadline closed it, and it has no JobPosting', async () => {
    const [, id] = ids;
    await db().updateTable('positions').set({ deadline: '2026-11-19' }).where('id', '=', id).execute();
    expect(await view(id)).toMatchObject({ status: 'closed', closedBy: 'deadline', deadline: '2026-11-19' });
    expect(await postingOf(id)).toBeUndefined();
    // closed by hand after its deadline had passed: the deadline came first
    await db().updateTable('positions').set({ status: 'closed', closed_at: '2026-11-19T20:00:00Z' }).where('id', '=', id).execute();
    expect(await view(id)).toMatchObject({ closedBy: 'deadline' });
  });

  it('closed by hand before its time was kept: no date to say, until its deadline passes', async () => {
    const [, , id] = ids;
    await db().updateTable('positions').set({ status: 'closed' }).where('id', '=', id).execute();
    await db().updateTable('positions').set({ closed_at: null }).where('id', '=', id).execute();
    expect(await view(id)).toMatchObject({ status: 'closed', closedBy: 'hand', closedAt: null });
    expect(await postingOf(id)).toBeUndefined();
  });
});
