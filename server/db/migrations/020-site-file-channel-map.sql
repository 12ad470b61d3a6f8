-- Templates edited in JSON: the site file's channelMap is a template's map of channels to terminals, and a portal's own
-- channel_map only holds the entries an operator set over it (npm run portal -- set-channel). The demo portals
-- were seeded with a copy of the site files' map, which would hide every later edit of it: dropped.
UPDATE portals SET channel_map = '{}' WHERE channel_map = '{"pc":"pc","h5":"h5","wx":"h5"}';
