-- Each portal's identity provider, so that nothing a browser receives can sign a ticket: sso.loginUser verifies tickets with the provider's PUBLIC key only
-- (server/accounts/sso-ticket.ts). Server-side configuration: never in an answer, and unrelated to secret_key
-- (which only obscures the password in transit, as the spec uses it). SSO is off while idp_public_key is NULL.
-- idp_issuer: the "iss" a ticket must carry; idp_public_key: a public JWK (JSON) or a PEM SPKI;
-- idp_algorithm: the one JWS "alg" accepted (EdDSA or RS256); sso_create_accounts: 1 lets a ticket naming an
-- account the portal does not have create it, 0 refuses it (SSO_ACCOUNT_NOT_FOUND).
ALTER TABLE portals ADD COLUMN idp_issuer TEXT;
ALTER TABLE portals ADD COLUMN idp_public_key TEXT;
ALTER TABLE portals ADD COLUMN idp_algorithm TEXT;
ALTER TABLE portals ADD COLUMN sso_create_accounts INTEGER NOT NULL DEFAULT 0;

-- Used tickets are now keyed by sha256 of portal, issuer and jti; the rows of the old HMAC tickets mean nothing.
DELETE FROM sso_tickets;

-- A database seeded by an older version: the untouched demo portals (still holding the demo secret_key) get the
-- demo identity provider of server/db/seed/portals.ts. Its private key is public (tests/api/sso-demo-idp.ts):
-- a real deployment replaces the key or sets it to NULL (README, "Single sign-on").
UPDATE portals SET idp_issuer = 'https://sso.demo.invalid', idp_algorithm = 'EdDSA', sso_create_accounts = 0,
  idp_public_key = '{"kty":"OKP","crv":"Ed25519","x":"wjqyMagmGl-8qC18reiBw9FADe-AiJevisYhC-n0mf8"}'
  WHERE id = 1001 AND secret_key = 'hxgp2026portal';
UPDATE portals SET idp_issuer = 'https://sso.demo.invalid', idp_algorithm = 'EdDSA', sso_create_accounts = 1,
  idp_public_key = '{"kty":"OKP","crv":"Ed25519","x":"wjqyMagmGl-8qC18reiBw9FADe-AiJevisYhC-n0mf8"}'
  WHERE id = 1002 AND secret_key = 'rongyao2026army';
