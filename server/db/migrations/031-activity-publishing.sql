-- Publishing activities and job fairs without SQL (server/publishing/activities/), as 027 did for positions: the
-- ones a publisher is still writing or has scheduled, kept apart from the activities so that no public read can show
-- one (a draft is not an activity until it is published); a revision on activities, so that two people editing one
-- cannot overwrite each other unseen; and closed_at, set while a publisher has closed one by hand (it takes no
-- sign-ups then; its page says so). The public activity answers and pages are cached with the catalogue (013): a
-- write to activities or their units now bumps its version like a write to positions, except a sign-up's count (it
-- would empty every cached page at each sign-up on a busy day; the count shown may lag by the cache window, and a
-- full activity still refuses the sign-up). A draft's id is never reused (AUTOINCREMENT, as 030's and 032's).
-- PostgreSQL: migrations/postgres/.
CREATE TABLE activity_drafts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  unit_id INTEGER NOT NULL REFERENCES units (id),
  kind TEXT NOT NULL,
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
CREATE INDEX activity_drafts_portal ON activity_drafts (portal_id, id);
CREATE INDEX activity_drafts_due ON activity_drafts (publish_at);
ALTER TABLE activities ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE activities ADD COLUMN closed_at TEXT;
CREATE TRIGGER activities_insert_bumps_catalogue AFTER INSERT ON activities BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER activities_update_bumps_catalogue AFTER UPDATE OF portal_id, title, summary, place, start_time, end_time, deadline, capacity, body, kind, resume_template, revision, closed_at ON activities BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER activities_delete_bumps_catalogue AFTER DELETE ON activities BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER activity_units_insert_bumps_catalogue AFTER INSERT ON activity_units BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER activity_units_update_bumps_catalogue AFTER UPDATE ON activity_units BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER activity_units_delete_bumps_catalogue AFTER DELETE ON activity_units BEGIN UPDATE catalogue_version SET version = version + 1; END;
