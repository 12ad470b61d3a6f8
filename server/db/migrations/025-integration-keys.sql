-- The integration API an upstream HR system publishes positions and notices through (server/integration/): the keys
-- it signs its calls with, each bound to one portal (only a SHA-256 of the key's secret is kept; the key is shown once
-- by `npm run portal -- api-key create`), and the codes it names units, positions and notices by (the organisation's
-- own ids, unique per portal). Rows that exist get a code from their id (U12, P34, N5), which the seed gives new
-- databases too; a row added later without one (SQL, an import) is simply out of the API's reach.
-- Giving the codes must not look like an edit to search engines: the stamp triggers of migration 018 are taken off
-- for the backfill and put back as they were. PostgreSQL: migrations/postgres/.
CREATE TABLE integration_keys (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  name TEXT NOT NULL,
  key_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX integration_keys_portal ON integration_keys (portal_id, id);
ALTER TABLE units ADD COLUMN code TEXT;
ALTER TABLE positions ADD COLUMN code TEXT;
ALTER TABLE notices ADD COLUMN code TEXT;
UPDATE units SET code = 'U' || id;
DROP TRIGGER positions_stamp_update;
DROP TRIGGER notices_stamp_update;
UPDATE positions SET code = 'P' || id;
UPDATE notices SET code = 'N' || id;
CREATE TRIGGER positions_stamp_update AFTER UPDATE ON positions WHEN NEW.updated_at IS OLD.updated_at BEGIN UPDATE positions SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER notices_stamp_update AFTER UPDATE ON notices WHEN NEW.updated_at IS OLD.updated_at BEGIN UPDATE notices SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id; END;
CREATE UNIQUE INDEX units_portal_code ON units (portal_id, code);
CREATE UNIQUE INDEX positions_portal_code ON positions (portal_id, code);
CREATE UNIQUE INDEX notices_portal_code ON notices (portal_id, code);
