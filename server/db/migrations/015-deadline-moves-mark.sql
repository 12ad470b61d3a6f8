-- Issue 13: the reviewers' search at a million applications. Before each list the dates move what they must
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
-- The closed positions of a reviewer's units, without reading every position of the units.
CREATE INDEX IF NOT EXISTS positions_unit_status ON positions (unit_id, status);
DROP INDEX IF EXISTS positions_unit;
