-- What an account of the censor domain may do: review (the applications of its units), publish (positions,
-- notices and activities of its units) or administer (the portal's units, censor accounts and audit log). One
-- account may hold several. Every censor account made before reviewed: it keeps that role.
CREATE TABLE censor_roles (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('reviewer', 'publisher', 'admin')),
  PRIMARY KEY (user_id, role)
);
INSERT INTO censor_roles (user_id, role) SELECT id, 'reviewer' FROM users WHERE domain = 'censor';
