// Generated candidates and their applications (deliveries with tag '1') and status histories, one transaction.
// A status agrees with the position's dates (non-final only while the position is open), so that the date
// settling that delivery.search and review.search run first finds nothing to move and the reads stay reads.
import type BetterSqlite3 from 'better-sqlite3';
import { PORTAL_ID, type PositionFacts } from './positions';
import { addDays, type Random } from './random';
import { GIVEN_NAMES, SURNAMES } from './words';

/** Applications per generated candidate, on average. */
const PER_CANDIDATE = 10;
const OPEN_STATUSES = ['submitted', 'submitted', 'submitted', 'submitted', 'submitted', 'reviewing', 'reviewing', 'applying', 'passed', 'failed'];
const CLOSED_STATUSES = ['ended', 'ended', 'ended', 'ended', 'deadline', 'deadline', 'deadline', 'passed', 'failed', 'failed'];

function statements(sqlite: BetterSqlite3.Database) {
  return {
    user: sqlite.prepare(`INSERT INTO users (portal_id, domain, name, mobile, email, password_hash, created_at) VALUES (?, 'portal', ?, ?, NULL, 'bench: never signs in', ?)`),
    delivery: sqlite.prepare(
      `INSERT INTO deliveries (user_id, portal_id, position_id, status, created_at, tag, submitted_at, updated_at) VALUES (?, ?, ?, ?, ?, '1', ?, ?)`,
    ),
    event: sqlite.prepare('INSERT INTO delivery_events (delivery_id, status, comment, created_at) VALUES (?, ?, NULL, ?)'),
  };
}

type Statements = ReturnType<typeof statements>;

function apply(s: Statements, random: Random, userId: number, position: PositionFacts, today: string): void {
  const last = position.deadline < today ? position.deadline : today;
  const span = Math.max(0, (Date.parse(last) - Date.parse(position.publish)) / 86_400_000);
  const submitted = `${addDays(position.publish, random.int(0, span))}T0${random.int(0, 9)}:${random.int(10, 59)}:00.000Z`;
  const status = random.pick(position.open ? OPEN_STATUSES : CLOSED_STATUSES);
  const updated = status === 'submitted' ? null : submitted;
  const id = Number(s.delivery.run(userId, PORTAL_ID, position.id, status, submitted, submitted, updated).lastInsertRowid);
  s.event.run(id, 'submitted', submitted);
  if (status !== 'submitted') s.event.run(id, status, submitted);
}

/** Gives the candidate `count` applications to distinct positions it has not applied to yet (the heavy candidate). */
export function applyMany(sqlite: BetterSqlite3.Database, random: Random, userId: number, count: number, positions: PositionFacts[], today: string): number {
  const taken = new Set(sqlite.prepare('SELECT position_id FROM deliveries WHERE user_id = ?').pluck().all(userId) as number[]);
  const free = positions.filter((p) => !taken.has(p.id));
  const s = statements(sqlite);
  const n = Math.min(count, free.length);
  sqlite.transaction(() => {
    for (let i = 0; i < n; i++) apply(s, random, userId, free[Math.floor((i * free.length) / n)], today);
  })();
  return n;
}

/** Adds `count` applications from new candidates (about PER_CANDIDATE each) to random positions. */
export function insertApplications(sqlite: BetterSqlite3.Database, random: Random, count: number, positions: PositionFacts[], today: string, serial: number): number {
  const s = statements(sqlite);
  let made = 0;
  sqlite.transaction(() => {
    for (let c = 0; made < count; c++) {
      const mobile = `16${String(serial + c).padStart(9, '0')}`;
      const name = `${random.pick(SURNAMES)}${random.pick(GIVEN_NAMES)}`;
      const userId = Number(s.user.run(PORTAL_ID, name, mobile, `${today}T00:00:00.000Z`).lastInsertRowid);
      const want = Math.min(count - made, random.int(1, 2 * PER_CANDIDATE - 1), positions.length);
      const chosen = new Set<PositionFacts>();
      while (chosen.size < want) chosen.add(random.pick(positions));
      for (const position of chosen) apply(s, random, userId, position, today);
      made += want;
    }
  })();
  return made;
}

/** How many generated candidates there are (their mobiles number them). */
export function generatedCandidates(sqlite: BetterSqlite3.Database): number {
  return sqlite.prepare(`SELECT count(*) FROM users WHERE portal_id = ? AND domain = 'portal' AND mobile LIKE '16%'`).pluck().get(PORTAL_ID) as number;
}
