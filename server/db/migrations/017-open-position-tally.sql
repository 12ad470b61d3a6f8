-- Fast at scale: the homes' counts of open positions (careers.count without filters, siteconfig.index) at 100k
-- positions. Open means not closed with a deadline from today on, so the counts cannot be kept as they are (a day
-- passing changes them); what can be kept is how many not-closed positions each deadline has, per portal and
-- recruitment type. Triggers keep it as positions are added, edited and removed; a count then sums the rows from
-- today's deadline on: a few hundred rows however many positions there are (server/db/queries/open-tally.ts).
-- PostgreSQL: migrations/postgres/.
CREATE TABLE open_position_tally (portal_id INTEGER NOT NULL, deadline TEXT NOT NULL, recruit_type TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (portal_id, deadline, recruit_type));
INSERT INTO open_position_tally (portal_id, deadline, recruit_type, n)
  SELECT portal_id, deadline, recruit_type, count(*) FROM positions WHERE status <> 'closed' GROUP BY portal_id, deadline, recruit_type;
-- (one statement per line's end: server/db/migrate.ts splits at a ";" that ends a line)
CREATE TRIGGER positions_tally_insert AFTER INSERT ON positions WHEN NEW.status <> 'closed'
  BEGIN INSERT INTO open_position_tally (portal_id, deadline, recruit_type, n) VALUES (NEW.portal_id, NEW.deadline, NEW.recruit_type, 1) ON CONFLICT (portal_id, deadline, recruit_type) DO UPDATE SET n = n + 1; END;
CREATE TRIGGER positions_tally_delete AFTER DELETE ON positions WHEN OLD.status <> 'closed'
  BEGIN UPDATE open_position_tally SET n = n - 1 WHERE portal_id = OLD.portal_id AND deadline = OLD.deadline AND recruit_type = OLD.recruit_type; END;
CREATE TRIGGER positions_tally_update_old AFTER UPDATE OF status, deadline, recruit_type, portal_id ON positions WHEN OLD.status <> 'closed'
  BEGIN UPDATE open_position_tally SET n = n - 1 WHERE portal_id = OLD.portal_id AND deadline = OLD.deadline AND recruit_type = OLD.recruit_type; END;
CREATE TRIGGER positions_tally_update_new AFTER UPDATE OF status, deadline, recruit_type, portal_id ON positions WHEN NEW.status <> 'closed'
  BEGIN INSERT INTO open_position_tally (portal_id, deadline, recruit_type, n) VALUES (NEW.portal_id, NEW.deadline, NEW.recruit_type, 1) ON CONFLICT (portal_id, deadline, recruit_type) DO UPDATE SET n = n + 1; END;
