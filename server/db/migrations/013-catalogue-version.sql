-- The catalogue version: one number that every write to the tables public answers are made of bumps, in the
-- writing transaction itself (triggers, so no code path can forget it). Each node caches the answers every guest
-- gets alike (server/http/public-cache.ts) and drops them when it reads a new number, so a change made on any node
-- (or by hand) reaches every node's cache within its window. PostgreSQL: migrations/postgres/ (one bump per statement).
CREATE TABLE catalogue_version (id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
INSERT INTO catalogue_version (id, version) VALUES (1, 0);
CREATE TRIGGER positions_insert_bumps_catalogue AFTER INSERT ON positions BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER positions_update_bumps_catalogue AFTER UPDATE ON positions BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER positions_delete_bumps_catalogue AFTER DELETE ON positions BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER units_insert_bumps_catalogue AFTER INSERT ON units BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER units_update_bumps_catalogue AFTER UPDATE ON units BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER units_delete_bumps_catalogue AFTER DELETE ON units BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER portals_insert_bumps_catalogue AFTER INSERT ON portals BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER portals_update_bumps_catalogue AFTER UPDATE ON portals BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER portals_delete_bumps_catalogue AFTER DELETE ON portals BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER career_categories_insert_bumps_catalogue AFTER INSERT ON career_categories BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER career_categories_update_bumps_catalogue AFTER UPDATE ON career_categories BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER career_categories_delete_bumps_catalogue AFTER DELETE ON career_categories BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER regions_insert_bumps_catalogue AFTER INSERT ON regions BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER regions_update_bumps_catalogue AFTER UPDATE ON regions BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER regions_delete_bumps_catalogue AFTER DELETE ON regions BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER terms_insert_bumps_catalogue AFTER INSERT ON terms BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER terms_update_bumps_catalogue AFTER UPDATE ON terms BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER terms_delete_bumps_catalogue AFTER DELETE ON terms BEGIN UPDATE catalogue_version SET version = version + 1; END;
