-- A portal's name in the other languages its site shows (JSON: { "en-US": "..." }; `name` is its Chinese name).
-- The header, the page titles and the footer show the portal's own name, so that they agree with its SMS signature
-- and privacy statement; the site file's name is its template's. The two demo portals of a database seeded before
-- get their English names here (a new database from the seed).
ALTER TABLE portals ADD COLUMN names TEXT NOT NULL DEFAULT '{}';
UPDATE portals SET names = '{"en-US":"Talent Recruitment Portal"}' WHERE id = 1001 AND name = '人才招聘网';
UPDATE portals SET names = '{"en-US":"Military Talent Recruitment Portal"}' WHERE id = 1002 AND name = '军队人才招聘网';
