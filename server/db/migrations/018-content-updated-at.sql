-- For search engines: /sitemap.xml gives each public page's lastmod, the time its position, notice or activity was last
-- written. Triggers keep it (rows come from operators' tools and imports as well as the seed, so the API cannot be
-- the one to stamp it); rows that exist already take their publish date, or for activities this migration's time.
-- PostgreSQL: migrations/postgres/.
ALTER TABLE positions ADD COLUMN updated_at TEXT;
ALTER TABLE notices ADD COLUMN updated_at TEXT;
ALTER TABLE activities ADD COLUMN updated_at TEXT;
UPDATE positions SET updated_at = publish_date || 'T00:00:00Z';
UPDATE notices SET updated_at = publish_date || 'T00:00:00Z';
UPDATE activities SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');
-- (one statement per line's end: server/db/migrate.ts splits at a ";" that ends a line)
CREATE TRIGGER positions_stamp_insert AFTER INSERT ON positions WHEN NEW.updated_at IS NULL BEGIN UPDATE positions SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER positions_stamp_update AFTER UPDATE ON positions WHEN NEW.updated_at IS OLD.updated_at BEGIN UPDATE positions SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER notices_stamp_insert AFTER INSERT ON notices WHEN NEW.updated_at IS NULL BEGIN UPDATE notices SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER notices_stamp_update AFTER UPDATE ON notices WHEN NEW.updated_at IS OLD.updated_at BEGIN UPDATE notices SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER activities_stamp_insert AFTER INSERT ON activities WHEN NEW.updated_at IS NULL BEGIN UPDATE activities SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER activities_stamp_update AFTER UPDATE ON activities WHEN NEW.updated_at IS OLD.updated_at BEGIN UPDATE activities SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id; END;
