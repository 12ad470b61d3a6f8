-- See ../028-position-closed-at.sql: when a position was closed by hand, stamped when its status becomes 'closed' and
-- cleared when it is opened again, by a trigger; a writer that sets closed_at itself keeps it, as on SQLite.
ALTER TABLE positions ADD COLUMN closed_at TEXT;
CREATE FUNCTION stamp_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.status <> 'closed' THEN NEW.closed_at := NULL; ELSIF (TG_OP = 'INSERT' AND NEW.closed_at IS NULL) OR (TG_OP = 'UPDATE' AND OLD.status <> 'closed' AND NEW.closed_at IS NOT DISTINCT FROM OLD.closed_at) THEN NEW.closed_at := to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'); END IF; RETURN NEW; END $$;
CREATE TRIGGER positions_closed_at BEFORE INSERT OR UPDATE OF status, closed_at ON positions FOR EACH ROW EXECUTE FUNCTION stamp_closed_at();
-- the open positions of a portal by deadline, read from the index alone (INCLUDE): the sitemap's files
CREATE INDEX positions_sitemap ON positions (portal_id, deadline, id) INCLUDE (updated_at) WHERE status <> 'closed';
