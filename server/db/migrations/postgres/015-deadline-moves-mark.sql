-- See ../015-deadline-moves-mark.sql: the day through which each portal's deadline moves are done, taken back by an edit.
CREATE TABLE deadline_moves_done (portal_id INTEGER NOT NULL PRIMARY KEY REFERENCES portals (id), through_day TEXT NOT NULL);
CREATE FUNCTION reopen_deadline_moves() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE deadline_moves_done SET through_day = NEW.deadline WHERE portal_id = NEW.portal_id AND through_day > NEW.deadline; RETURN NULL; END $$;
CREATE TRIGGER positions_edit_reopens_deadline_moves AFTER UPDATE OF deadline, status ON positions FOR EACH ROW
  WHEN (NEW.deadline <> OLD.deadline OR (OLD.status = 'closed' AND NEW.status <> 'closed'))
  EXECUTE FUNCTION reopen_deadline_moves();
CREATE TABLE closed_positions_due (position_id INTEGER NOT NULL PRIMARY KEY, portal_id INTEGER NOT NULL);
CREATE INDEX closed_positions_due_portal ON closed_positions_due (portal_id);
INSERT INTO closed_positions_due (position_id, portal_id) SELECT id, portal_id FROM positions WHERE status = 'closed';
CREATE FUNCTION queue_closed_position() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO closed_positions_due (position_id, portal_id) VALUES (NEW.id, NEW.portal_id) ON CONFLICT DO NOTHING; RETURN NULL; END $$;
CREATE TRIGGER positions_closing_is_due AFTER UPDATE OF status ON positions FOR EACH ROW WHEN (NEW.status = 'closed' AND OLD.status <> 'closed') EXECUTE FUNCTION queue_closed_position();
CREATE TRIGGER positions_closed_insert_is_due AFTER INSERT ON positions FOR EACH ROW WHEN (NEW.status = 'closed') EXECUTE FUNCTION queue_closed_position();
-- INCLUDE (id): the scope's positions read from the index alone
CREATE INDEX IF NOT EXISTS positions_unit_status ON positions (unit_id, status) INCLUDE (id);
DROP INDEX IF EXISTS positions_unit;
CREATE INDEX IF NOT EXISTS deliveries_position_status_time ON deliveries (position_id, status, portal_id) INCLUDE (submitted_at, user_id);
DROP INDEX IF EXISTS deliveries_position_status;
CREATE INDEX IF NOT EXISTS deliveries_signups ON deliveries (activity_id, status, portal_id) INCLUDE (submitted_at) WHERE activity_id IS NOT NULL;
DROP INDEX IF EXISTS deliveries_activity_status;
CREATE INDEX IF NOT EXISTS deliveries_portal_walk ON deliveries (portal_id, submitted_at, id) INCLUDE (status, tag, position_id, activity_id, user_id);
DROP INDEX IF EXISTS deliveries_portal_submitted;
