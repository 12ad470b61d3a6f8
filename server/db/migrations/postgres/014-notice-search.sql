-- Notices at scale on PostgreSQL (SQLite: ../014-notice-search.sql): the notices' titles and summaries by pg_trgm,
-- with A-Z lowered as SQLite's LIKE folds them (the expression trigram-search.ts writes), and the category index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX notices_title_trgm ON notices USING gin (translate(title, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') gin_trgm_ops);
CREATE INDEX notices_summary_trgm ON notices USING gin (translate(summary, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') gin_trgm_ops);
CREATE INDEX notices_category ON notices (portal_id, category, publish_date, id);
ANALYZE notices;
