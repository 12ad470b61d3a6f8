-- Applications get their flow: favourites, the delivery's tag, dates, background check and feedback
-- state, a status history, notifications, interview time arrangements and feedback. Portable SQL as in 001.
-- Rows hanging off an account or an application go with it (ON DELETE CASCADE), so unsubscribing and
-- withdrawing delete one row and leave nothing behind.

-- tag: '1' application delivery (the spec's tag value); '2' activity sign-ups later.
ALTER TABLE deliveries ADD COLUMN tag TEXT NOT NULL DEFAULT '1';
ALTER TABLE deliveries ADD COLUMN submitted_at TEXT;
-- the last change; NULL while nothing changed since created_at
ALTER TABLE deliveries ADD COLUMN updated_at TEXT;
-- none | pending | agreed | disagreed
ALTER TABLE deliveries ADD COLUMN background_check TEXT NOT NULL DEFAULT 'none';
-- none | open (an interview took place: feedback may be given) | given
ALTER TABLE deliveries ADD COLUMN feedback_state TEXT NOT NULL DEFAULT 'none';
UPDATE deliveries SET submitted_at = created_at WHERE status <> 'draft';
-- one application per position per candidate (a draft included: it becomes the application)
CREATE UNIQUE INDEX deliveries_user_position ON deliveries (user_id, tag, position_id);

-- One row per status change, oldest first by id.
CREATE TABLE delivery_events (
  id INTEGER PRIMARY KEY,
  delivery_id INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  comment TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX delivery_events_delivery ON delivery_events (delivery_id);
INSERT INTO delivery_events (delivery_id, status, created_at) SELECT id, status, created_at FROM deliveries WHERE status <> 'draft';

-- Favourite positions.
CREATE TABLE collects (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  position_id INTEGER NOT NULL REFERENCES positions (id),
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX collects_user_position ON collects (user_id, position_id);

-- Interview times offered for a position; a candidate invited to one picks a slot.
CREATE TABLE appointment_arrangements (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  position_id INTEGER NOT NULL REFERENCES positions (id),
  title TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE appointment_slots (
  id INTEGER PRIMARY KEY,
  arrangement_id INTEGER NOT NULL REFERENCES appointment_arrangements (id) ON DELETE CASCADE,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  place TEXT NOT NULL,
  capacity INTEGER NOT NULL
);
CREATE INDEX appointment_slots_arrangement ON appointment_slots (arrangement_id);

-- The slot an application holds in an arrangement (at most one).
CREATE TABLE appointment_choices (
  id INTEGER PRIMARY KEY,
  arrangement_id INTEGER NOT NULL REFERENCES appointment_arrangements (id) ON DELETE CASCADE,
  slot_id INTEGER NOT NULL REFERENCES appointment_slots (id) ON DELETE CASCADE,
  delivery_id INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX appointment_choices_delivery ON appointment_choices (arrangement_id, delivery_id);
CREATE INDEX appointment_choices_slot ON appointment_choices (slot_id);

-- What the candidate is told about an application. kind: status | backgroundCheck | interview.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  delivery_id INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  arrangement_id INTEGER REFERENCES appointment_arrangements (id) ON DELETE SET NULL,
  read_at TEXT,
  confirmed_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX notifications_delivery ON notifications (delivery_id);

-- Interview feedback: once per application.
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  delivery_id INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  rating INTEGER NOT NULL,
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX feedback_delivery ON feedback (delivery_id);
