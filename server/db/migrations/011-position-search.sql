-- Issue 13 item 4 (SQLite; PostgreSQL: postgres/011-position-search.sql): the careers list served by indexes.
-- The listing index walks positions newest first and carries every filter column, so the open part and the
-- closed part of a list, their capped counts and an OFFSET into them read the index only (docs/decisions.md).
CREATE INDEX positions_listing ON positions (portal_id, publish_date, id, status, deadline, recruit_type, category_id, region_code, unit_id);
-- open positions are a range of deadlines: the open counts (the homes' 在招职位) read only that range
CREATE INDEX positions_open ON positions (portal_id, deadline, status, recruit_type, publish_date);
-- the type + category + region filters reach their few rows directly
CREATE INDEX positions_type_category ON positions (portal_id, recruit_type, category_id, region_code, publish_date);
DROP INDEX positions_portal_publish;
-- titles by trigram (Chinese substrings too); the rows are the positions' own (external content), kept in step by triggers
CREATE VIRTUAL TABLE positions_fts USING fts5 (title, content = 'positions', content_rowid = 'id', tokenize = 'trigram');
INSERT INTO positions_fts (positions_fts) VALUES ('rebuild');
CREATE TRIGGER positions_fts_insert AFTER INSERT ON positions BEGIN INSERT INTO positions_fts (rowid, title) VALUES (new.id, new.title); END;
CREATE TRIGGER positions_fts_delete AFTER DELETE ON positions BEGIN INSERT INTO positions_fts (positions_fts, rowid, title) VALUES ('delete', old.id, old.title); END;
CREATE TRIGGER positions_fts_update AFTER UPDATE OF title ON positions BEGIN INSERT INTO positions_fts (positions_fts, rowid, title) VALUES ('delete', old.id, old.title); INSERT INTO positions_fts (rowid, title) VALUES (new.id, new.title); END;
ANALYZE;
