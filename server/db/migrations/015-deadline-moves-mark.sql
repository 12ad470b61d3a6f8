-- Fast at scale: the reviewers' search at a million applications. Before each list the dates move what they must
-- (a passed deadline leaves a submitted application at 'deadline'). Rather than look at every position whose
-- deadline has passed on every request, each portal keeps the day through which those moves are done: every
-- submitted delivery on a position whose deadline is before `through_day` has been moved (server/reviews/review-due.ts).
-- A request then looks only at the deadlines since that day: none, most of the time.
-- Submitting needs a deadline still ahead, so only an edit can break the promise: a deadline set earlier, or a
-- closed position opened again (its deliveries were left to the closed rule). The trigger then takes the day
-- back to the position's deadline, and the next list looks again from there. PostgreSQL: migrations/postgres/.
CREATE TABLE deadline_moves_done (portal_id INTEGER NOT NULL PRIMARY KEY REFERENCES portals (id), through_day TEXT NOT NULL);
-- (one statement per line's end: server/db/migrate.ts splits at a ";" that ends a line)
CREATE TRIGGER positions_edit_reopens_deadline_moves AFTER UPDATE OF deadline, status ON positions
  WHEN NEW.deadline <> OLD.deadline OR (OLD.status = 'closed' AND NEW.status <> 'closed')
  BEGIN UPDATE deadline_moves_done SET through_day = NEW.deadline WHERE portal_id = NEW.portal_id AND through_day > NEW.deadline; END;
-- Closing a position ends its undecided applications: the positions closed since the last list wait here (the
-- trigger puts them; the next list moves their applications and takes them off), so that a list never reads every
-- closed position. The ones closed before this migration wait too.
CREATE TABLE closed_positions_due (position_id INTEGER NOT NULL PRIMARY KEY, portal_id INTEGER NOT NULL);
CREATE INDEX closed_positions_due_portal ON closed_positions_due (portal_id);
INSERT INTO closed_positions_due (position_id, portal_id) SELECT id, portal_id FROM positions WHERE status = 'closed';
CREATE TRIGGER positions_closing_is_due AFTER UPDATE OF status ON positions WHEN NEW.status = 'closed' AND OLD.status <> 'closed'
  BEGIN INSERT OR IGNORE INTO closed_positions_due (position_id, portal_id) VALUES (NEW.id, NEW.portal_id); END;
CREATE TRIGGER positions_closed_insert_is_due AFTER INSERT ON positions WHEN NEW.status = 'closed'
  BEGIN INSERT OR IGNORE INTO closed_positions_due (position_id, portal_id) VALUES (NEW.id, NEW.portal_id); END;
-- A reviewer's positions by unit (the scope's side of its list).
CREATE INDEX IF NOT EXISTS positions_unit_status ON positions (unit_id, status);
DROP INDEX IF EXISTS positions_unit;
-- The reviewers' list (server/reviews/review-items.ts) reads deliveries from the index alone: gathered from the
-- scope's positions (with the submission time to sort by), or walked newest first with the columns its scope and
-- filters test (replacing 012's narrower two).
CREATE INDEX IF NOT EXISTS deliveries_position_status_time ON deliveries (position_id, status, portal_id, submitted_at, user_id);
DROP INDEX IF EXISTS deliveries_position_status;
-- Sign-ups by activity: only the deliveries that have one (a statistic over every delivery, nearly all without an
-- activity, made SQLite's planner take an equality on activity_id for half the table and scan instead).
CREATE INDEX IF NOT EXISTS deliveries_signups ON deliveries (activity_id, status, portal_id, submitted_at) WHERE activity_id IS NOT NULL;
DROP INDEX IF EXISTS deliveries_activity_status;
CREATE INDEX IF NOT EXISTS deliveries_portal_walk ON deliveries (portal_id, submitted_at, id, status, tag, position_id, activity_id, user_id);
DROP INDEX IF EXISTS deliveries_portal_submitted;
