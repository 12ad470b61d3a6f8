// A grown notices list for the tests at scale: copies of portal 1001's notices, each copy a day older and its title
// numbered （n）, written by one INSERT ... SELECT on either engine; then a few texts with ASCII letters, wildcards
// and a letter beyond ASCII, for LIKE's meaning.
import { sql } from 'kysely';
import { engineOf, type Db } from '@/server/db/database';

/** Texts given to the first copies (ids after the seed's): [title, summary]. */
export const ODD_TEXTS: Array<[string, string]> = [
  ['JAVA 开发岗位笔试名单', '通过率 100% 的 java_dev 考生'],
  ['Java开发岗位面试安排', '请携带 Résumé 原件'],
  ['RÉSUMÉ 填写说明', 'python_dev 与 Go 岗位'],
  ['量子纠缠实验室招聘公告', '50%_off 不是折扣'],
];

export async function growNotices(db: Db, copies: number): Promise<void> {
  const pg = engineOf(db) === 'postgres';
  const older = pg ? `to_char(n.publish_date::date - g.i, 'YYYY-MM-DD')` : `date(n.publish_date, '-' || g.i || ' days')`;
  const series = pg ? `generate_series(1, ${copies}) as g(i)` : `(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${copies}) select i from s) g`;
  await sql
    .raw(
      `insert into notices (portal_id, title, category, publish_date, summary, source, body_html)
       select n.portal_id, n.title || '（' || g.i || '）', n.category, ${older}, n.summary, n.source, n.body_html from notices n, ${series} where n.portal_id = 1001`,
    )
    .execute(db);
  const firsts = await db.selectFrom('notices').select('id').where('title', 'like', '%（1）').orderBy('id').limit(ODD_TEXTS.length).execute();
  for (const [i, [title, summary]] of ODD_TEXTS.entries()) {
    await db.updateTable('notices').set({ title, summary }).where('id', '=', firsts[i].id).execute();
  }
}
