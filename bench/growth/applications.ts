// Generated candidates and their applications (deliveries with tag '1') and status histories, through the row
// sink with their own ids. A status agrees with the position's dates (non-final only while the position is open),
// so that the date settling that delivery.search and review.search run first finds nothing to move and the reads
// stay reads.
import { PORTAL_ID, type PositionFacts } from './positions';
import { addDays, type Random } from './random';
import type { RowSink } from './sink';
import { GIVEN_NAMES, SURNAMES } from './words';

/** Applications per generated candidate, on average. */
const PER_CANDIDATE = 10;
const OPEN_STATUSES = ['submitted', 'submitted', 'submitted', 'submitted', 'submitted', 'reviewing', 'reviewing', 'applying', 'passed', 'failed'];
const CLOSED_STATUSES = ['ended', 'ended', 'ended', 'ended', 'deadline', 'deadline', 'deadline', 'passed', 'failed', 'failed'];

const nextId = async (sink: RowSink, table: string) => Number((await sink.column<number>(`SELECT COALESCE(max(id), 0) FROM ${table}`))[0]) + 1;

async function batches(sink: RowSink) {
  const user = sink.batch('users', ['id', 'portal_id', 'domain', 'name', 'mobile', 'email', 'password_hash', 'created_at']);
  const delivery = sink.batch('deliveries', ['id', 'user_id', 'portal_id', 'position_id', 'status', 'created_at', 'tag', 'submitted_at', 'updated_at'], user);
  const event = sink.batch('delivery_events', ['delivery_id', 'status', 'comment', 'created_at'], delivery);
  return { nextDelivery: await nextId(sink, 'deliveries'), user, delivery, event };
}

type Batches = Awaited<ReturnType<typeof batches>>;

async function apply(b: Batches, random: Random, userId: number, position: PositionFacts, today: string): Promise<void> {
  const last = position.deadline < today ? position.deadline : today;
  const span = Math.max(0, (Date.parse(last) - Date.parse(position.publish)) / 86_400_000);
  const submitted = `${addDays(position.publish, random.int(0, span))}T0${random.int(0, 9)}:${random.int(10, 59)}:00.000Z`;
  const status = random.pick(position.open ? OPEN_STATUSES : CLOSED_STATUSES);
  const updated = status === 'submitted' ? null : submitted;
  const id = b.nextDelivery++;
  await b.delivery.add([id, userId, PORTAL_ID, position.id, status, submitted, '1', submitted, updated]);
  await b.event.add([id, 'submitted', null, submitted]);
  if (status !== 'submitted') await b.event.add([id, status, null, submitted]);
}

/** Events flush their deliveries first, deliveries their users. */
const flushAll = (b: Batches) => b.event.flush().then(() => b.delivery.flush());

/** Gives the candidate `count` applications to distinct positions it has not applied to yet (the heavy candidate). */
export async function applyMany(sink: RowSink, random: Random, userId: number, count: number, positions: PositionFacts[], today: string): Promise<number> {
  const taken = new Set((await sink.column<number>('SELECT position_id FROM deliveries WHERE user_id = ?', [userId])).map(Number));
  const free = positions.filter((p) => !taken.has(p.id));
  const b = await batches(sink);
  const n = Math.min(count, free.length);
  for (let i = 0; i < n; i++) await apply(b, random, userId, free[Math.floor((i * free.length) / n)], today);
  await flushAll(b);
  return n;
}

/** Adds `count` applications from new candidates (about PER_CANDIDATE each) to random positions. */
export async function insertApplications(sink: RowSink, random: Random, count: number, positions: PositionFacts[], today: string, serial: number): Promise<number> {
  const b = await batches(sink);
  let nextUser = await nextId(sink, 'users');
  let made = 0;
  for (let c = 0; made < count; c++) {
    const mobile = `16${String(serial + c).padStart(9, '0')}`;
    const name = `${random.pick(SURNAMES)}${random.pick(GIVEN_NAMES)}`;
    const userId = nextUser++;
    await b.user.add([userId, PORTAL_ID, 'portal', name, mobile, null, 'bench: never signs in', `${today}T00:00:00.000Z`]);
    const want = Math.min(count - made, random.int(1, 2 * PER_CANDIDATE - 1), positions.length);
    const chosen = new Set<PositionFacts>();
    while (chosen.size < want) chosen.add(random.pick(positions));
    for (const position of chosen) await apply(b, random, userId, position, today);
    made += want;
  }
  await flushAll(b);
  return made;
}

/** How many generated candidates there are (their mobiles number them). */
export async function generatedCandidates(sink: RowSink): Promise<number> {
  return Number((await sink.column<number>(`SELECT count(*) FROM users WHERE portal_id = ? AND domain = 'portal' AND mobile LIKE '16%'`, [PORTAL_ID]))[0]);
}
