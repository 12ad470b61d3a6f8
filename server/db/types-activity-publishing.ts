// Row types of migrations/031-activity-publishing.sql: activities and fairs not yet published, and what guards and
// closes the published ones.
import type { Generated } from 'kysely';

declare module './types' {
  interface ActivitiesTable {
    /** counts the workspace's edits: a save naming an older revision is a conflict */
    revision?: number;
    /** ISO instant: closed by hand then (no sign-ups); null while open */
    closed_at?: string | null;
  }
}

export interface ActivityDraftsTable {
  id: Generated<number>;
  portal_id: number;
  /** the first of its units: the publisher's scope is checked on it (and on every unit when it is saved) */
  unit_id: number;
  /** activity | campusFair | socialFair */
  kind: string;
  title: string;
  /** JSON: the activity form's values so far */
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

export interface ActivityPublishingTables {
  activity_drafts: ActivityDraftsTable;
}
