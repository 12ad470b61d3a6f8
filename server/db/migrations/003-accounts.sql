-- Accounts: captchas, one-time codes, the outbox that stands in for SMS and mail, throttle events
-- (so that login and code limits survive a restart), used SSO tickets, and what an SSO account is called at
-- its identity provider. Portable SQL as in 001.

-- An account created by sso.loginUser has an empty password_hash until it sets one.
ALTER TABLE users ADD COLUMN sso_account TEXT;

-- One image per attrKey (a new one replaces it); the answer in upper case; deleted by any check.
CREATE TABLE captchas (
  attr_key TEXT PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  answer TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX captchas_expires ON captchas (expires_at);

-- 6-digit codes, stored as "salt$sha256(salt:code)". target: the mobile, or the email in lower case.
CREATE TABLE codes (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  channel TEXT NOT NULL,
  target TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  wrong_tries INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX codes_target ON codes (portal_id, target, purpose);

-- What would have been sent by SMS or mail.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  portal_id INTEGER NOT NULL REFERENCES portals (id),
  channel TEXT NOT NULL,
  to_address TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_to ON outbox (to_address, id);

-- One row per counted event: a failed login, a code sent, a registration check. subject: an account or an address.
CREATE TABLE throttle_events (
  id INTEGER PRIMARY KEY,
  bucket TEXT NOT NULL,
  subject TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX throttle_events_subject ON throttle_events (bucket, subject, created_at);
CREATE INDEX throttle_events_created ON throttle_events (created_at);

-- SSO tickets already signed in with (sha256), kept until they expire, so that a ticket serves once.
CREATE TABLE sso_tickets (
  ticket_hash TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
