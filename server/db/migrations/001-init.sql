-- Portable SQL: it runs unchanged on SQLite and PostgreSQL. Booleans are INTEGER 0/1,
-- dates are TEXT 'YYYY-MM-DD', timestamps TEXT ISO-8601 (UTC), lists TEXT holding JSON.

CREATE TABLE portals (
  id INTEGER PRIMARY KEY,
  portal_type TEXT NOT NULL,
  template TEXT NOT NULL,
  name TEXT NOT NULL,
  channel_map TEXT NOT NULL,
  domains TEXT NOT NULL,
  secret_key TEXT,
  hot_keywords TEXT NOT NULL,
  privacy_title TEXT NOT NULL,
  privacy_html TEXT NOT NULL
);

CREATE TABLE regions (
  code TEXT PRIMARY KEY,
  parent_code TEXT REFERENCES regions (code),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE career_categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES career_categories (id),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE majors (
  code TEXT PRIMARY KEY,
  parent_code TEXT REFERENCES majors (code),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE schools (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE terms (
  type TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (type, code)
);

CREATE TABLE units (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  parent_id INTEGER REFERENCES units (id),
  name TEXT NOT NULL,
  industry TEXT NOT NULL,
  city TEXT NOT NULL,
  intro TEXT NOT NULL,
  logo_text TEXT NOT NULL,
  hot INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL
);
CREATE INDEX units_portal ON units (portal_id, sort);

CREATE TABLE positions (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  unit_id INTEGER NOT NULL REFERENCES units (id),
  title TEXT NOT NULL,
  recruit_type TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES career_categories (id),
  region_code TEXT NOT NULL REFERENCES regions (code),
  education TEXT NOT NULL,
  headcount INTEGER NOT NULL,
  salary_min INTEGER,
  salary_max INTEGER,
  salary_unit TEXT,
  tags TEXT NOT NULL,
  publish_date TEXT NOT NULL,
  deadline TEXT NOT NULL,
  status TEXT NOT NULL,
  description TEXT NOT NULL,
  requirement TEXT NOT NULL
);
CREATE INDEX positions_portal_publish ON positions (portal_id, publish_date);
CREATE INDEX positions_unit ON positions (unit_id);

CREATE TABLE notices (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  publish_date TEXT NOT NULL,
  summary TEXT NOT NULL,
  source TEXT NOT NULL,
  body_html TEXT NOT NULL
);
CREATE INDEX notices_portal_publish ON notices (portal_id, publish_date);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  place TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  deadline TEXT NOT NULL,
  capacity INTEGER NOT NULL,
  signed_up INTEGER NOT NULL,
  body TEXT NOT NULL
);

CREATE TABLE questions (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  category TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  image TEXT NOT NULL,
  link TEXT,
  sort INTEGER NOT NULL
);

-- Accounts come with a later issue; the table exists so that tokens can point at a user.
-- On PostgreSQL the id column becomes an identity column.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  domain TEXT NOT NULL,
  name TEXT NOT NULL,
  mobile TEXT,
  email TEXT,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX users_mobile ON users (portal_id, domain, mobile);
CREATE UNIQUE INDEX users_email ON users (portal_id, domain, email);

-- A token is kept only as the SHA-256 hash of its value.
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  domain TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX tokens_expires ON tokens (expires_at);
