-- Notices at scale (SQLite; PostgreSQL: postgres/014-notice-search.sql): the notices list at 100k notices, served
-- like the careers list of migration 011 (docs/decisions/search.md "Notices at 100k"). notice.search's keyword matches
-- the title or the summary: both are indexed by trigram in a contentless FTS5 table kept by triggers, each text
-- with two newlines after it so that every character starts a trigram (1-2 character keywords: notices_fts_terms).
CREATE VIRTUAL TABLE notices_fts USING fts5 (title, summary, content = '', contentless_delete = 1, tokenize = 'trigram');
CREATE VIRTUAL TABLE notices_fts_terms USING fts5vocab (notices_fts, 'instance');
INSERT INTO notices_fts (rowid, title, summary) SELECT id, title || char(10, 10), summary || char(10, 10) FROM notices;
CREATE TRIGGER notices_fts_insert AFTER INSERT ON notices BEGIN INSERT INTO notices_fts (rowid, title, summary) VALUES (new.id, new.title || char(10, 10), new.summary || char(10, 10)); END;
CREATE TRIGGER notices_fts_delete AFTER DELETE ON notices BEGIN DELETE FROM notices_fts WHERE rowid = old.id; END;
CREATE TRIGGER notices_fts_update AFTER UPDATE OF title, summary ON notices BEGIN DELETE FROM notices_fts WHERE rowid = old.id; INSERT INTO notices_fts (rowid, title, summary) VALUES (new.id, new.title || char(10, 10), new.summary || char(10, 10)); END;
-- a category's notices newest first, without walking the others (a rare category: its few rows directly)
CREATE INDEX notices_category ON notices (portal_id, category, publish_date, id);
ANALYZE notices;
