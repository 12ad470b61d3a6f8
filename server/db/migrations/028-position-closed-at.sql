-- When a position was closed by hand (status 'closed': the integration API's DELETE, a publisher, SQL), so that its
-- page can say since when it takes no applications. Triggers keep it, whoever writes the row: stamped when the
-- status becomes 'closed', cleared when the position is opened again. A writer that sets closed_at itself (an import
-- keeping the source's time) keeps it, as with updated_at (migration 018). Positions closed before this migration
-- keep NULL: nothing says when they were closed (updated_at is only the last write), and their page says no date.
-- PostgreSQL: migrations/postgres/.
ALTER TABLE positions ADD COLUMN closed_at TEXT;
-- (one statement per line's end: server/db/migrate.ts splits at a ";" that ends a line)
CREATE TRIGGER positions_closed_at_insert AFTER INSERT ON positions
  WHEN (NEW.status = 'closed' AND NEW.closed_at IS NULL) OR (NEW.status <> 'closed' AND NEW.closed_at IS NOT NULL)
  BEGIN UPDATE positions SET closed_at = CASE WHEN NEW.status = 'closed' THEN strftime('%Y-%m-%dT%H:%M:%SZ', 'now') END WHERE id = NEW.id; END;
CREATE TRIGGER positions_closing_stamps AFTER UPDATE OF status ON positions
  WHEN NEW.status = 'closed' AND OLD.status <> 'closed' AND NEW.closed_at IS OLD.closed_at
  BEGIN UPDATE positions SET closed_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER positions_opening_clears AFTER UPDATE OF status, closed_at ON positions
  WHEN NEW.status <> 'closed' AND NEW.closed_at IS NOT NULL
  BEGIN UPDATE positions SET closed_at = NULL WHERE id = NEW.id; END;
-- The sitemap lists open positions only (server/seo/sitemap-rows.ts): a file of them is a stretch of this index,
-- from today's deadline on, read in its order and from it alone (status too: SQLite tests the index's condition again
-- on each row), however many positions have closed or expired.
CREATE INDEX positions_sitemap ON positions (portal_id, deadline, id, updated_at, status) WHERE status <> 'closed';
