-- Activities and job fairs, activity sign-ups and reviewers. Portable SQL as in 001.

-- kind: activity (the activity zone) | campusFair | socialFair (job fairs); resume_template: what a sign-up asks for.
ALTER TABLE activities ADD COLUMN kind TEXT NOT NULL DEFAULT 'activity';
ALTER TABLE activities ADD COLUMN resume_template TEXT NOT NULL DEFAULT 'social';
UPDATE activities SET resume_template = (SELECT p.resume_template FROM portals p WHERE p.id = activities.portal_id);

-- The units of an activity: a fair's participating units, or the unit holding a plain activity. Reviewers of
-- these units (and of their parents) see its sign-ups.
CREATE TABLE activity_units (
  activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  unit_id INTEGER NOT NULL REFERENCES units (id),
  sort INTEGER NOT NULL,
  PRIMARY KEY (activity_id, unit_id)
);

-- Reviewers (users of domain censor) and the units whose applications they review, with the units below them.
CREATE TABLE reviewer_units (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  unit_id INTEGER NOT NULL REFERENCES units (id),
  PRIMARY KEY (user_id, unit_id)
);

-- A sign-up (tag '2') is a delivery to an activity: position_id becomes nullable and activity_id comes in.
-- SQLite changes a column only by rebuilding the table, and dropping a parent table with foreign keys on would
-- delete the children's rows (ON DELETE CASCADE): so the children are rebuilt too, pointing at the new table,
-- before the old ones are dropped. Renaming a parent renames the references to it (SQLite and PostgreSQL).
CREATE TABLE deliveries_005 (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  position_id INTEGER REFERENCES positions (id),
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  tag TEXT NOT NULL DEFAULT '1',
  submitted_at TEXT,
  updated_at TEXT,
  background_check TEXT NOT NULL DEFAULT 'none',
  feedback_state TEXT NOT NULL DEFAULT 'none',
  activity_id INTEGER REFERENCES activities (id)
);
INSERT INTO deliveries_005 (id, user_id, portal_id, position_id, status, created_at, tag, submitted_at, updated_at, background_check, feedback_state)
  SELECT id, user_id, portal_id, position_id, status, created_at, tag, submitted_at, updated_at, background_check, feedback_state FROM deliveries;

CREATE TABLE delivery_events_005 (
  id INTEGER PRIMARY KEY,
  delivery_id INTEGER NOT NULL REFERENCES deliveries_005 (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  comment TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO delivery_events_005 (id, delivery_id, status, comment, created_at) SELECT id, delivery_id, status, comment, created_at FROM delivery_events;

CREATE TABLE appointment_choices_005 (
  id INTEGER PRIMARY KEY,
  arrangement_id INTEGER NOT NULL REFERENCES appointment_arrangements (id) ON DELETE CASCADE,
  slot_id INTEGER NOT NULL REFERENCES appointment_slots (id) ON DELETE CASCADE,
  delivery_id INTEGER NOT NULL REFERENCES deliveries_005 (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
INSERT INTO appointment_choices_005 (id, arrangement_id, slot_id, delivery_id, created_at)
  SELECT id, arrangement_id, slot_id, delivery_id, created_at FROM appointment_choices;

CREATE TABLE notifications_005 (
  id INTEGER PRIMARY KEY,
  delivery_id INTEGER NOT NULL REFERENCES deliveries_005 (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  arrangement_id INTEGER REFERENCES appointment_arrangements (id) ON DELETE SET NULL,
  read_at TEXT,
  confirmed_at TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO notifications_005 (id, delivery_id, kind, title, body, arrangement_id, read_at, confirmed_at, created_at)
  SELECT id, delivery_id, kind, title, body, arrangement_id, read_at, confirmed_at, created_at FROM notifications;

CREATE TABLE feedback_005 (
  id INTEGER PRIMARY KEY,
  delivery_id INTEGER NOT NULL REFERENCES deliveries_005 (id) ON DELETE CASCADE,
  rating INTEGER NOT NULL,
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO feedback_005 (id, delivery_id, rating, comment, created_at) SELECT id, delivery_id, rating, comment, created_at FROM feedback;

DROP TABLE feedback;
DROP TABLE notifications;
DROP TABLE appointment_choices;
DROP TABLE delivery_events;
DROP TABLE deliveries;
ALTER TABLE deliveries_005 RENAME TO deliveries;
ALTER TABLE delivery_events_005 RENAME TO delivery_events;
ALTER TABLE appointment_choices_005 RENAME TO appointment_choices;
ALTER TABLE notifications_005 RENAME TO notifications;
ALTER TABLE feedback_005 RENAME TO feedback;

CREATE INDEX deliveries_user ON deliveries (user_id);
-- one application per position and one sign-up per activity per candidate (a draft included); NULLs never clash
CREATE UNIQUE INDEX deliveries_user_position ON deliveries (user_id, tag, position_id);
CREATE UNIQUE INDEX deliveries_user_activity ON deliveries (user_id, activity_id);
CREATE INDEX deliveries_position ON deliveries (position_id);
CREATE INDEX deliveries_activity ON deliveries (activity_id);
CREATE INDEX delivery_events_delivery ON delivery_events (delivery_id);
CREATE UNIQUE INDEX appointment_choices_delivery ON appointment_choices (arrangement_id, delivery_id);
CREATE INDEX appointment_choices_slot ON appointment_choices (slot_id);
CREATE INDEX notifications_delivery ON notifications (delivery_id);
CREATE UNIQUE INDEX feedback_delivery ON feedback (delivery_id);
