-- Fast at scale: the reviewers' search, the date moves and the notices list at a million applications and 100k notices.
-- The deliveries of a reviewer's positions (or activities) by status, without reading the rows: the total and the
-- date moves (these replace the single-column indexes they start with).
-- IF (NOT) EXISTS: safe to run again on a database a test took back to before 004 (applications-upgrade.test.ts).
CREATE INDEX IF NOT EXISTS deliveries_position_status ON deliveries (position_id, status, portal_id);
CREATE INDEX IF NOT EXISTS deliveries_activity_status ON deliveries (activity_id, status, portal_id);
DROP INDEX IF EXISTS deliveries_position;
DROP INDEX IF EXISTS deliveries_activity;
-- Newest first (submitted_at, then id) read from the index, so that a page stops after its rows instead of sorting the scope.
CREATE INDEX IF NOT EXISTS deliveries_portal_submitted ON deliveries (portal_id, submitted_at, id);
-- The notices list, newest first with id breaking ties (PostgreSQL has no rowid at the end of an index).
CREATE INDEX IF NOT EXISTS notices_portal_publish_id ON notices (portal_id, publish_date, id);
DROP INDEX IF EXISTS notices_portal_publish;
-- A candidate's own deliveries newest first (the application assistant): two equal columns and the order, so that
-- SQLite's planner (no statistics) keeps the candidate's lists on it rather than on the portal's index above.
CREATE INDEX IF NOT EXISTS deliveries_user_submitted ON deliveries (user_id, portal_id, submitted_at, id);
DROP INDEX IF EXISTS deliveries_user;
