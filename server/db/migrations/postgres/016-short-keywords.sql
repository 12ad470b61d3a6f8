-- See ../016-short-keywords.sql. The distinct two-character pieces of a text (A-Z lowered by the caller, as the
-- trigram indexes' expression), and GIN indexes of them on the positions' titles and the notices' titles and
-- summaries: a two-character keyword is one piece, so an index finds exactly the texts that hold it
-- (server/db/queries/trigram-search.ts).
CREATE FUNCTION portal_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT coalesce(array_agg(DISTINCT substr(t, i, 2)), '{}'::text[]) FROM generate_series(1, char_length(t) - 1) AS i $$;
CREATE INDEX positions_title_bigrams ON positions USING gin (portal_bigrams(translate(title, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')));
CREATE INDEX notices_title_bigrams ON notices USING gin (portal_bigrams(translate(title, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')));
CREATE INDEX notices_summary_bigrams ON notices USING gin (portal_bigrams(translate(summary, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')));
ANALYZE positions;
ANALYZE notices;
