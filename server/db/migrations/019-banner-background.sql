-- Readable banners on phones: a phone draws a banner as real text (its title and subtitle) over a picture without words,
-- instead of the desktop picture, whose lettering shrinks to 7 px there. `background` is that picture (null: the
-- phone shows `image` as before). The demo banners get theirs.
ALTER TABLE banners ADD COLUMN background TEXT;
UPDATE banners SET background = substr(image, 1, length(image) - 4) || '-bg.svg' WHERE image LIKE '/assets-demo/banner-%.svg';
