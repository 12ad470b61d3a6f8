// Row types of the tables of migrations/004-applications.sql (favourites, applications, appointments).
import type { Generated } from 'kysely';

// 004 adds columns to 002's deliveries: merged into its row type here, beside the tables that came with them.
declare module './types' {
  interface DeliveriesTable {
    /** '1' application delivery (the spec's tag value) */
    tag: Generated<string>;
    submitted_at: string | null;
    /** the last change; null while nothing changed since created_at */
    updated_at: string | null;
    /** none | pending | agreed | disagreed */
    background_check: Generated<string>;
    /** none | open | given */
    feedback_state: Generated<string>;
  }
}

export interface DeliveryEventsTable {
  id: Generated<number>;
  delivery_id: number;
  status: string;
  comment: string | null;
  created_at: string;
  /** the reviewer who moved it, for a reviewer's move */
  decided_by: number | null;
  /** 1: this row undoes the decision before it */
  undo: Generated<number>;
}

export interface CollectsTable {
  id: Generated<number>;
  user_id: number;
  portal_id: number;
  position_id: number;
  created_at: string;
}

export interface AppointmentArrangementsTable {
  id: Generated<number>;
  portal_id: number;
  position_id: number;
  title: string;
  created_at: string;
}

export interface AppointmentSlotsTable {
  id: Generated<number>;
  arrangement_id: number;
  start_at: string;
  end_at: string;
  place: string;
  capacity: number;
}

export interface AppointmentChoicesTable {
  id: Generated<number>;
  arrangement_id: number;
  slot_id: number;
  delivery_id: number;
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  delivery_id: number;
  /** status | backgroundCheck | interview */
  kind: string;
  title: string;
  body: string;
  /** migration 010: the message's kind (src/core/notice-messages.ts) and its parameters (JSON); NULL: the text only */
  message_kind: string | null;
  message_params: string | null;
  arrangement_id: number | null;
  read_at: string | null;
  confirmed_at: string | null;
  created_at: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  delivery_id: number;
  rating: number;
  comment: string;
  created_at: string;
}

export interface ApplicationTables {
  delivery_events: DeliveryEventsTable;
  collects: CollectsTable;
  appointment_arrangements: AppointmentArrangementsTable;
  appointment_slots: AppointmentSlotsTable;
  appointment_choices: AppointmentChoicesTable;
  notifications: NotificationsTable;
  feedback: FeedbackTable;
}
