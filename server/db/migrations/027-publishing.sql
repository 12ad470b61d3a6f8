-- Publishing without SQL (server/publishing/): positions a publisher is still writing or has scheduled, kept apart
-- from the published ones so that no public read can show one (a draft is not a position until it is published);
-- a revision on positions, so that two people editing one position cannot overwrite each other unseen; and the
-- audit log of every publishing and admin action, which the application only ever appends to (the triggers refuse
-- an UPDATE or DELETE of its rows). PostgreSQL: migrations/postgres/.
CREATE TABLE position_drafts (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  unit_id INTEGER NOT NULL REFERENCES units (id),
  code TEXT,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  publish_at TEXT,
  scheduled_by INTEGER,
  last_error TEXT,
  revision INTEGER NOT NULL DEFAULT 0,
  created_by INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX position_drafts_portal ON position_drafts (portal_id, id);
CREATE INDEX position_drafts_due ON position_drafts (publish_at);
ALTER TABLE positions ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL,
  actor_id INTEGER,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id INTEGER NOT NULL,
  changes TEXT NOT NULL,
  address TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX audit_log_portal ON audit_log (portal_id, id);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, id);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit log rows are never changed'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit log rows are never deleted'); END;
