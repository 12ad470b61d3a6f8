-- Censor accounts an admin manages (server/admin/): an account may be disabled (it then signs in nowhere and its
-- tokens stop at once) and may have to change its password before anything else (a first password an admin
-- handed over, or one an admin reset).
ALTER TABLE users ADD COLUMN disabled_at TEXT;
ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0;
