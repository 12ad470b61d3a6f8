// Row types of migrations/030-notice-publishing.sql: notices not yet published (or withdrawn), and the unit and
// revision of a published one.
import type { Generated } from 'kysely';

declare module './types' {
  interface NoticesTable {
    /** the unit it is published for; null: the portal's own (the seed's, the integration API's) */
    unit_id?: number | null;
    /** counts the workspace's edits: a save naming an older revision is a conflict */
    revision?: number;
  }
}

export interface NoticeDraftsTable {
  id: Generated<number>;
  portal_id: number;
  /** the publisher's scope is checked on it; null: the portal's own (admins only) */
  unit_id: number | null;
  /** the code of a withdrawn notice, kept so that publishing it again keeps the integration API's name for it */
  code: string | null;
  title: string;
  /** JSON: the notice form's values so far */
  body: string;
  /** ISO instant: scheduled to be published then; null: a draft */
  publish_at: string | null;
  scheduled_by: number | null;
  /** why the scheduled publication failed, when it did */
  last_error: string | null;
  revision: Generated<number>;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export interface NoticePublishingTables {
  notice_drafts: NoticeDraftsTable;
}
