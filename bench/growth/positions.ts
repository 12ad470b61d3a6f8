// Generated units and positions of the default portal, inserted through the row sink (sink.ts).
import { describe } from '@/server/db/seed/position-texts';
import { RESUME_TEMPLATE_OF } from '@/server/db/seed/position-row';
import { addDays, type Random } from './random';
import type { RowSink } from './sink';
import { CITIES, EDUCATIONS, ROLES_BY_CATEGORY, TAGS, TITLE_PREFIXES, TITLE_SUFFIXES, UNIT_PLACES, UNIT_SUFFIXES, UNIT_TRADES } from './words';

export const PORTAL_ID = 1001;
/** The generated units; the first ones sit under unit 1, the tree of the demo reviewer 陈静. */
const GENERATED_UNITS = 90;
const UNDER_REVIEWED_TREE = 10;
const REVIEWED_ROOT = 1;

/** What the applications need to know of a position: it takes applications while open. */
export interface PositionFacts {
  id: number;
  publish: string;
  deadline: string;
  open: boolean;
}

/** Adds the generated units once (a portal of about a hundred units); returns the portal's unit ids. */
export async function ensureUnits(sink: RowSink, random: Random): Promise<number[]> {
  const existing = (await sink.column<number>('SELECT id FROM units WHERE portal_id = ?', [PORTAL_ID])).map(Number);
  if (existing.length >= GENERATED_UNITS) return existing;
  const first = Number((await sink.column<number>('SELECT max(id) FROM units'))[0]) + 1;
  const insert = sink.batch('units', ['id', 'portal_id', 'parent_id', 'name', 'industry', 'city', 'intro', 'logo_text', 'hot', 'sort']);
  for (let i = 0; i < GENERATED_UNITS; i++) {
    const place = UNIT_PLACES[i % UNIT_PLACES.length];
    const [trade, industry] = UNIT_TRADES[Math.floor(i / UNIT_PLACES.length) % UNIT_TRADES.length];
    const name = `${place}${trade}${UNIT_SUFFIXES[i % UNIT_SUFFIXES.length]}`;
    const parent = i < UNDER_REVIEWED_TREE ? REVIEWED_ROOT : null;
    await insert.add([first + i, PORTAL_ID, parent, `${name}（${i + 1}）`, industry, random.pick(CITIES), `${name}是一家从事${industry}业务的企业。`, `${place}${trade}`, random.next() < 0.2 ? 1 : 0, 100 + i]);
  }
  await insert.flush();
  return [...existing, ...Array.from({ length: GENERATED_UNITS }, (_, i) => first + i)];
}

/** Inserts `count` positions with publish dates over the two years before `today`; returns their facts. */
export async function insertPositions(sink: RowSink, random: Random, count: number, units: number[], today: string): Promise<PositionFacts[]> {
  const regions = await sink.column<string>('SELECT code FROM regions WHERE parent_code IS NOT NULL');
  const categories = Object.keys(ROLES_BY_CATEGORY).map(Number);
  const first = Number((await sink.column<number>('SELECT max(id) FROM positions'))[0]) + 1;
  const insert = sink.batch('positions', ['id', 'portal_id', 'unit_id', 'title', 'recruit_type', 'category_id', 'region_code', 'education', 'headcount',
    'salary_min', 'salary_max', 'salary_unit', 'tags', 'publish_date', 'deadline', 'status', 'description', 'requirement', 'resume_template']);
  const facts: PositionFacts[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random.next();
    const type = roll < 0.6 ? 'social' : roll < 0.9 ? 'campus' : 'veterans';
    const category = random.pick(categories);
    const title = `${random.pick(TITLE_PREFIXES)}${random.pick(ROLES_BY_CATEGORY[category])}${random.pick(TITLE_SUFFIXES[type])}`;
    const publish = addDays(today, -random.int(0, 730));
    const deadline = addDays(publish, random.int(15, 90));
    const closedByHand = random.next() < 0.05;
    const salaryMin = random.next() < 0.15 ? null : random.int(4, 30) * 1000;
    const text = describe(title, category, type);
    const tags = [random.pick(TAGS), random.pick(TAGS)].filter((t, j, all) => all.indexOf(t) === j);
    const id = first + i;
    await insert.add([id, PORTAL_ID, random.pick(units), title, type, category, random.pick(regions), random.pick(EDUCATIONS), random.int(1, 20), salaryMin,
      salaryMin === null ? null : salaryMin + random.int(2, 15) * 1000, salaryMin === null ? null : '元/月', JSON.stringify(tags), publish, deadline,
      closedByHand ? 'closed' : 'open', text.description, text.requirement, RESUME_TEMPLATE_OF[type]]);
    facts.push({ id, publish, deadline, open: !closedByHand && deadline >= today });
  }
  await insert.flush();
  return facts;
}
