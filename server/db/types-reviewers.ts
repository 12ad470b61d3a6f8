// Row types of the tables of migrations/005-reviewers.sql (activities and fairs, sign-ups, reviewers).
import type { Generated } from 'kysely';

// 005 adds columns to 001's activities and 002's deliveries: merged into their row types here.
declare module './types' {
  interface ActivitiesTable {
    /** activity | campusFair | socialFair */
    kind: Generated<string>;
    /** id of the resume template a sign-up needs */
    resume_template: Generated<string>;
  }
  interface DeliveriesTable {
    /** the activity of a sign-up (tag '2'); null for applications to positions */
    activity_id: number | null;
  }
}

/** A fair's participating units, or the unit holding a plain activity. */
export interface ActivityUnitsTable {
  activity_id: number;
  unit_id: number;
  sort: number;
}

/** The units a reviewer (domain censor) reviews, with the units below them. */
export interface ReviewerUnitsTable {
  user_id: number;
  unit_id: number;
}

/** The roles of a censor account (migration 026): reviewer, publisher, admin. */
export interface CensorRolesTable {
  user_id: number;
  role: string;
}

/** Per portal, the Beijing day before which every passed deadline has moved its submitted deliveries (migration 015). */
export interface DeadlineMovesDoneTable {
  portal_id: number;
  through_day: string;
}

/** Positions closed since the last reviewer's list, whose undecided applications that list ends (migration 015). */
export interface ClosedPositionsDueTable {
  position_id: number;
  portal_id: number;
}

/** Not-closed positions per portal, deadline and recruitment type, kept by triggers (migration 017). */
export interface OpenPositionTallyTable {
  portal_id: number;
  deadline: string;
  recruit_type: string;
  n: number;
}

export interface ReviewerTables {
  open_position_tally: OpenPositionTallyTable;
  closed_positions_due: ClosedPositionsDueTable;
  activity_units: ActivityUnitsTable;
  reviewer_units: ReviewerUnitsTable;
  censor_roles: CensorRolesTable;
  deadline_moves_done: DeadlineMovesDoneTable;
}
