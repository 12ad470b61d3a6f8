// A grown portal for the tests of the careers list at scale: copies of portal 1001's positions, each copy a day
// older (publish date and deadline), written by one INSERT ... SELECT on either engine.
import { sql } from 'kysely';
import { engineOf, type Db } from '@/server/db/database';

const COLUMNS = 'portal_id, unit_id, title, recruit_type, category_id, region_code, education, headcount, salary_min, salary_max, salary_unit, tags, publish_date, deadline, status, description, requirement, resume_template';

export async function growPortal(db: Db, copies: number): Promise<void> {
  const pg = engineOf(db) === 'postgres';
  const older = (column: string) => (pg ? `to_char(p.${column}::date - g.n, 'YYYY-MM-DD')` : `date(p.${column}, '-' || g.n || ' days')`);
  const copied = COLUMNS.split(', ')
    .map((c) => (c === 'publish_date' || c === 'deadline' ? older(c) : `p.${c}`))
    .join(', ');
  const series = pg ? `generate_series(1, ${copies}) as g(n)` : `(with recursive s(n) as (select 1 union all select n + 1 from s where n < ${copies}) select n from s) g`;
  await sql.raw(`insert into positions (${COLUMNS}) select ${copied} from positions p, ${series} where p.portal_id = 1001`).execute(db);
}
