-- The portal's time zone (a fact of its data, not of its template): the IANA zone whose clock and calendar the portal's pages show every time
-- in (activities, fairs, interview slots), whatever the visitor's browser is set to. siteconfig.load answers it.
ALTER TABLE portals ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'Asia/Shanghai';
