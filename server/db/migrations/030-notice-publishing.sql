-- Publishers publish notices without SQL (server/publishing/notices/), as positions since 027: notices a publisher
-- is still writing, has scheduled or has withdrawn, kept apart from the public ones (a draft is not a notice); the
-- unit a notice is published for (NULL: the portal's own, as the seed's and the integration API's are: only an
-- account that is also admin edits those, docs/decisions/publishing.md); a revision that guards edits. Notices now
-- bump the catalogue version (013) like positions, so that a rendered notice page leaves every node's cache as soon
-- as it is published, changed or withdrawn. PostgreSQL: migrations/postgres/.
-- AUTOINCREMENT: a deleted or published draft's id is never given to a new one, so that a save or publish from a page
-- left open on it cannot land on another draft that happens to be at the same revision (PostgreSQL's identity never
-- reuses an id either).
CREATE TABLE notice_drafts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  unit_id INTEGER REFERENCES units (id),
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
CREATE INDEX notice_drafts_portal ON notice_drafts (portal_id, id);
CREATE INDEX notice_drafts_due ON notice_drafts (publish_at);
ALTER TABLE notices ADD COLUMN unit_id INTEGER REFERENCES units (id);
ALTER TABLE notices ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
CREATE INDEX notices_unit ON notices (portal_id, unit_id, id);
CREATE TRIGGER notices_insert_bumps_catalogue AFTER INSERT ON notices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER notices_update_bumps_catalogue AFTER UPDATE ON notices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER notices_delete_bumps_catalogue AFTER DELETE ON notices BEGIN UPDATE catalogue_version SET version = version + 1; END;
