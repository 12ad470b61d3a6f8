-- Positions at scale on PostgreSQL (SQLite: ../011-position-search.sql): the same indexes, pg_trgm for titles.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX positions_listing ON positions (portal_id, publish_date, id) INCLUDE (status, deadline, recruit_type, category_id, region_code, unit_id, title);
CREATE INDEX positions_open ON positions (portal_id, deadline) INCLUDE (status, recruit_type, unit_id, publish_date);
CREATE INDEX positions_type_category ON positions (portal_id, recruit_type, category_id, region_code, publish_date);
DROP INDEX positions_portal_publish;
-- keywords match ASCII letters in either case, as SQLite's LIKE does: the index holds titles with A-Z lowered
CREATE INDEX positions_title_trgm ON positions USING gin (translate(title, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') gin_trgm_ops);
ANALYZE positions;
