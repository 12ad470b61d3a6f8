-- See ../018-content-updated-at.sql: when each position, notice and activity was last written, kept by a trigger.
-- An update that sets updated_at itself (an import keeping the source's time) keeps it, as on SQLite.
ALTER TABLE positions ADD COLUMN updated_at TEXT;
ALTER TABLE notices ADD COLUMN updated_at TEXT;
ALTER TABLE activities ADD COLUMN updated_at TEXT;
UPDATE positions SET updated_at = publish_date || 'T00:00:00Z';
UPDATE notices SET updated_at = publish_date || 'T00:00:00Z';
UPDATE activities SET updated_at = to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
CREATE FUNCTION stamp_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF (TG_OP = 'UPDATE' AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at) OR (TG_OP = 'INSERT' AND NEW.updated_at IS NULL) THEN NEW.updated_at := to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'); END IF; RETURN NEW; END $$;
CREATE TRIGGER positions_stamp BEFORE INSERT OR UPDATE ON positions FOR EACH ROW EXECUTE FUNCTION stamp_updated_at();
CREATE TRIGGER notices_stamp BEFORE INSERT OR UPDATE ON notices FOR EACH ROW EXECUTE FUNCTION stamp_updated_at();
CREATE TRIGGER activities_stamp BEFORE INSERT OR UPDATE ON activities FOR EACH ROW EXECUTE FUNCTION stamp_updated_at();
