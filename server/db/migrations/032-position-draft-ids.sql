-- A deleted or published position draft's id is never given to a new draft (AUTOINCREMENT), as notice drafts since
-- 030: a save or publish from a page left open on the old draft would otherwise land on a stranger's new draft that
-- happens to be at the same revision. SQLite adds AUTOINCREMENT only by rebuilding the table; nothing refers to it.
-- PostgreSQL's identity never reuses an id: its file (migrations/postgres/) changes nothing.
CREATE TABLE position_drafts_032 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO position_drafts_032 (id, portal_id, unit_id, code, title, body, publish_at, scheduled_by, last_error, revision, created_by, created_at, updated_at)
  SELECT id, portal_id, unit_id, code, title, body, publish_at, scheduled_by, last_error, revision, created_by, created_at, updated_at FROM position_drafts;
DROP TABLE position_drafts;
ALTER TABLE position_drafts_032 RENAME TO position_drafts;
CREATE INDEX position_drafts_portal ON position_drafts (portal_id, id);
CREATE INDEX position_drafts_due ON position_drafts (publish_at);
