// Row types of migrations/027-publishing.sql (positions not yet published, the revision that guards edits of
// published ones, the audit log) and 029-censor-accounts.sql (disabled accounts, passwords to change).
import type { Generated } from 'kysely';

declare module './types' {
  // migration 029: accounts an admin manages
  interface UsersTable {
    /** ISO instant: a disabled account signs in nowhere and its tokens stop */
    disabled_at?: string | null;
    /** 1: the account must change its password before any other call */
    must_change_password?: number;
  }
  interface PositionsTable {
    /** counts the workspace's edits: a save naming an older revision is a conflict */
    revision?: number;
  }
}

export interface PositionDraftsTable {
  id: Generated<number>;
  portal_id: number;
  /** the publisher's scope is checked on it, from the first save */
  unit_id: number;
  code: string | null;
  title: string;
  /** JSON: the form's values so far, in the shape of the integration API's position body */
  body: string;
  /** ISO instant: scheduled to be published then; null: a draft */
  publish_at: string | null;
  scheduled_by: number | null;
  /** why the scheduled publication failed, when it did (the draft then waits for its publisher) */
  last_error: string | null;
  revision: Generated<number>;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  portal_id: number;
  /** the censor account; null for an integration key or the scheduler */
  actor_id: number | null;
  /** who it was, as written then (an account's name and mobile, a key's name) */
  actor: string;
  action: string;
  entity: string;
  entity_id: number;
  /** JSON: [{ field, before, after }] */
  changes: string;
  address: string;
  created_at: string;
}

export interface PublishingTables {
  position_drafts: PositionDraftsTable;
  audit_log: AuditLogTable;
}
