-- The region tree holds every district of GB/T 2260 (seed: syncRegions, run once after this migration on a
-- database seeded before it): about 3,400 rows, read by parent when a tree is cut down.
CREATE INDEX regions_parent ON regions (parent_code);
