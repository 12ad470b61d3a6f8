// Row types of the tables of migrations/003-accounts.sql (registration, codes, throttles).
import type { Generated } from 'kysely';

// 003 adds a column to 001's users: merged into its row type here, beside the tables that came with it.
declare module './types' {
  interface UsersTable {
    /** the account name at the identity provider, for accounts that signed in by SSO */
    sso_account: string | null;
  }
}

export interface CaptchasTable {
  attr_key: string;
  portal_id: number;
  /** upper case */
  answer: string;
  expires_at: string;
}

export interface CodesTable {
  id: Generated<number>;
  portal_id: number;
  /** sms | email */
  channel: string;
  /** the mobile, or the email in lower case */
  target: string;
  /** a CodePurpose */
  purpose: string;
  /** salt$sha256(salt:code), hex */
  code_hash: string;
  wrong_tries: Generated<number>;
  created_at: string;
  expires_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  portal_id: number;
  channel: string;
  to_address: string;
  purpose: string;
  code: string;
  body: string;
  created_at: string;
}

export interface ThrottleEventsTable {
  id: Generated<number>;
  bucket: string;
  subject: string;
  created_at: string;
}

/** migrations/007-login-throttle.sql: the rows a throttle locks before it counts (server/auth/throttle.ts) */
export interface ThrottleLocksTable {
  slot: number;
  touched_at: string;
}

export interface SsoTicketsTable {
  ticket_hash: string;
  expires_at: string;
}

export interface AccountTables {
  captchas: CaptchasTable;
  codes: CodesTable;
  outbox: OutboxTable;
  throttle_events: ThrottleEventsTable;
  throttle_locks: ThrottleLocksTable;
  sso_tickets: SsoTicketsTable;
}
