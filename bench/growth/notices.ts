// Generated notices of the default portal (100,000 at the largest step by default): titles and summaries like the
// seed's, published over the two years before the pinned date, in the seed's three categories.
import { PORTAL_ID } from './positions';
import { addDays, type Random } from './random';
import type { RowSink } from './sink';
import { UNIT_PLACES, UNIT_SUFFIXES, UNIT_TRADES } from './words';

/** the keyword the notices measure searches: in about one notice in twelve */
export const NOTICE_KEYWORD = '笔试';

const KINDS: Array<[category: string, title: string, summary: string]> = [
  ['招聘公告', '社会招聘公告', '面向社会公开招聘工作人员，岗位涵盖技术研发、财务管理等方向。'],
  ['招聘公告', '校园招聘简章', '面向应届高校毕业生招聘管培生、研发、运行等岗位。'],
  ['招聘公告', '人才引进公告', '引进领域内博士、硕士等高层次人才。'],
  ['通知公告', '笔试安排的通知', '笔试定于下月举行，请考生提前打印准考证。'],
  ['通知公告', '资格审查结果公示', '公示通过资格审查的人员名单，公示期5个工作日。'],
  ['通知公告', '面试安排的通知', '请通过资格审查的考生按时参加面试。'],
  ['通知公告', '拟录用人员名单公示', '公示拟录用人员名单，如有异议请实名反映。'],
  ['政策解读', '招聘政策解读', '解读国有企业公开招聘的相关政策。'],
  ['通知公告', '系统升级维护公告', '门户系统将于周末凌晨进行升级维护。'],
  ['招聘公告', '退役军人专项招聘公告', '拿出专门岗位定向招聘退役军人。'],
  ['通知公告', '体检安排的通知', '请拟录用人员按时参加入职体检。'],
  ['招聘公告', '春季招聘公告', '招聘软件开发、信息安全、数据平台等岗位。'],
];

export async function insertNotices(sink: RowSink, random: Random, count: number, today: string): Promise<number> {
  const first = Number((await sink.column<number>('SELECT COALESCE(max(id), 0) FROM notices'))[0]) + 1;
  const insert = sink.batch('notices', ['id', 'portal_id', 'title', 'category', 'publish_date', 'summary', 'source', 'body_html']);
  for (let i = 0; i < count; i++) {
    const [category, title, summary] = random.pick(KINDS);
    const unit = `${random.pick(UNIT_PLACES)}${random.pick(UNIT_TRADES)[0]}${random.pick(UNIT_SUFFIXES)}`;
    const publish = addDays(today, -random.int(0, 730));
    const year = publish.slice(0, 4);
    await insert.add([first + i, PORTAL_ID, `${unit}${year}年${title}`, category, publish, summary, `${unit}人力资源部`, `<p>${unit}${summary}</p>`]);
  }
  await insert.flush();
  return count;
}

export async function noticeCount(sink: RowSink): Promise<number> {
  return Number((await sink.column<number>('SELECT count(*) FROM notices WHERE portal_id = ?', [PORTAL_ID]))[0]);
}
