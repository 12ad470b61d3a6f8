-- Positions at scale (SQLite; PostgreSQL: postgres/011-position-search.sql): the careers list served by indexes.
-- The listing index walks positions newest first and carries every column a list filters on, the title
-- included, so the open part and the closed part of a list, their capped counts and an OFFSET into them read
-- the index only (docs/decisions/search.md "Positions at 100k").
CREATE INDEX positions_listing ON positions (portal_id, publish_date, id, status, deadline, recruit_type, category_id, region_code, unit_id, title);
-- open positions are a range of deadlines: the open counts (the homes' 在招职位) read only that range
CREATE INDEX positions_open ON positions (portal_id, deadline, status, recruit_type, unit_id, publish_date);
-- the type + category + region filters reach their few rows directly
CREATE INDEX positions_type_category ON positions (portal_id, recruit_type, category_id, region_code, publish_date);
DROP INDEX positions_portal_publish;
-- Titles by trigram (Chinese substrings too), contentless, kept in step by triggers. Each title is indexed with
-- two newlines after it, so that every character of it starts a trigram: a 1-2 character keyword is then the
-- index's terms starting with it (positions_fts_terms), which trigram phrases cannot serve.
CREATE VIRTUAL TABLE positions_fts USING fts5 (title, content = '', contentless_delete = 1, tokenize = 'trigram');
CREATE VIRTUAL TABLE positions_fts_terms USING fts5vocab (positions_fts, 'instance');
INSERT INTO positions_fts (rowid, title) SELECT id, title || char(10, 10) FROM positions;
CREATE TRIGGER positions_fts_insert AFTER INSERT ON positions BEGIN INSERT INTO positions_fts (rowid, title) VALUES (new.id, new.title || char(10, 10)); END;
CREATE TRIGGER positions_fts_delete AFTER DELETE ON positions BEGIN DELETE FROM positions_fts WHERE rowid = old.id; END;
CREATE TRIGGER positions_fts_update AFTER UPDATE OF title ON positions BEGIN DELETE FROM positions_fts WHERE rowid = old.id; INSERT INTO positions_fts (rowid, title) VALUES (new.id, new.title || char(10, 10)); END;
ANALYZE;
