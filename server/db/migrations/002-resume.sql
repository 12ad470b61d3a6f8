-- Accounts get their resume: the portal's default resume template, the template each position asks for,
-- resumes, uploaded images and applications (deliveries). Portable SQL as in 001, except that the
-- bytes column of files is BLOB here and BYTEA on PostgreSQL.

ALTER TABLE portals ADD COLUMN resume_template TEXT NOT NULL DEFAULT 'social';
UPDATE portals SET resume_template = 'army' WHERE template = 'army';

ALTER TABLE positions ADD COLUMN resume_template TEXT NOT NULL DEFAULT 'social';
UPDATE positions SET resume_template = CASE recruit_type WHEN 'campus' THEN 'campus' WHEN 'veterans' THEN 'army' ELSE 'social' END;

-- One resume per account (an account belongs to one portal). version is the optimistic lock of resume.save.
CREATE TABLE resumes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  template_id TEXT NOT NULL,
  values_json TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX resumes_user ON resumes (user_id);

-- Uploaded images live in the database, so that every API node serves them. id: random hex.
CREATE TABLE files (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX files_user ON files (user_id);

-- Applications, minimal for resume.completeResume; the statuses and the flow come with a later issue.
CREATE TABLE deliveries (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  position_id INTEGER NOT NULL REFERENCES positions (id),
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX deliveries_user ON deliveries (user_id);
