-- See ../013-catalogue-version.sql: the same version row, bumped once per writing statement (also TRUNCATE).
CREATE TABLE catalogue_version (id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL);
INSERT INTO catalogue_version (id, version) VALUES (1, 0);
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$;
CREATE TRIGGER positions_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON positions FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER units_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON units FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER portals_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portals FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER career_categories_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON career_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER regions_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER terms_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON terms FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
