-- Who took a reviewer's decision, and which history rows undo one: a reviewer may undo their own pass or fail
-- within 10 minutes, and the history keeps both.
ALTER TABLE delivery_events ADD COLUMN decided_by INTEGER;
ALTER TABLE delivery_events ADD COLUMN undo INTEGER NOT NULL DEFAULT 0;
