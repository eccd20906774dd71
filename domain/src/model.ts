/**
 * The entities of the product (spec section 3) as the app handles them. Dates are `Date`
 * instants; the data layers convert Firestore Timestamps and API strings at their edges.
 * Field names follow the spec (snake_case) because they are the API's wire names too.
 */
import type { ActivityType, CountedActivityType, Role } from './constants.ts';
import type { EmailPreferences } from './email/email-preferences.ts';

export interface User {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  /** Groups the user belongs to; for an admin every group, for a facilitator their group_list. */
  group: string[];
  /** Groups a facilitator runs (admins: every group; peers: empty). */
  group_list: string[];
  /** Display names of the user's cohorts, parallel to cohort_list. */
  cohort: string[];
  /** Ids of the user's cohorts. */
  cohort_list: string[];
  current_cohort: string | null;
  current_group: string | null;
  alumni_community: boolean;
  /** True once the user has finished the tutorial. */
  tutorial: boolean;
  last_login: Date | null;
  /** 'confirmed' once the person accepted the invitation; the users filter defaults to it. */
  /** 'deactivated': staff disabled the account (docs/users.md). */
  status: 'confirmed' | 'invited' | 'deactivated';
  department: string;
  created_at: Date;
  /** The e-mails the person turned on or off on /account; missing kinds take the defaults. */
  email_preferences?: EmailPreferences;
}

export interface Group {
  id: string;
  name: string;
  /** Cohort ids of this group. */
  cohorts: string[];
}

export interface Cohort {
  id: string;
  name: string;
  /** The id of the group the cohort belongs to. */
  group: string;
  alumni: boolean;
  start_date: Date;
  end_date: Date;
}

export const EVENT_KINDS = [
  'kickoff',
  'check_in',
  'office_hours',
  'coaching',
  'workshop',
  'completion',
  'deadline',
  'other',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  location: string;
  /** The spec's type: deadline, or any other kind of event. */
  type: 'deadline' | 'other';
  kind: EventKind;
  /** The engagement requirement that attending counts toward, if any. */
  activity: CountedActivityType | null;
  group: string;
  /** Cohort ids the event is for. */
  cohorts: string[];
  start_date: Date;
  end_date: Date;
}

export const ATTENDANCE_STATUSES = ['registered', 'attended'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export interface AttendanceRecord {
  id: string;
  event_id: string;
  user_id: string;
  group: string;
  /** The attendee's cohort, so staff of that cohort's group can read it. */
  cohort: string;
  status: AttendanceStatus;
  /** The engagement requirement the event counts toward (copied from the event). */
  activity: CountedActivityType | null;
  updated_at: Date;
  /** Who marked it on the roster, written from the browser: the attendance trigger logs it (docs/audit-log.md). */
  marked_by?: string;
}

export interface Announcement {
  id: string;
  title: string;
  body: string;
  display: 'manual' | 'timed';
  visible: boolean;
  start_date: Date | null;
  end_date: Date | null;
  /** Ascending display order; staff reorder announcements. */
  order: number;
  group: string;
  cohorts: string[];
  created_at: Date;
}

export interface EngagementRequirement {
  value_min: number;
  value_max: number;
  /** Text for counted types; yes/no for kickoff_response and program_eval. */
  value: string | boolean;
  user_note: string;
  title: string;
}

export type EngagementRequirements = Record<ActivityType, EngagementRequirement>;

export interface CertificateSettings {
  engagement_requirements: EngagementRequirements;
}

/** A participant's activity counts, keyed by the engagement requirement type names. */
export type ActivityCounts = Record<CountedActivityType, number> & {
  kickoff_response: boolean;
  program_eval: boolean;
};

/** activities/{uid}: counts toward the certificate and each attendance status by event id. */
export type ParticipantActivities = ActivityCounts & {
  id: string;
  user_id: string;
  group: string | null;
  cohort: string | null;
  attendance: Record<string, AttendanceStatus>;
  updated_at: Date;
};

/** apologies/{eventId_userId}: a peer's note that they cannot attend a future event. */
export interface Apology {
  id: string;
  event_id: string;
  user_id: string;
  group: string;
  /** The peer's cohort, as on attendance records. */
  cohort: string;
  reason: string;
  created_at: Date;
}

/** cohort_calendars/{cohortId}: a cohort's events in one document (id is the cohort id). */
export interface CohortCalendar {
  id: string;
  group: string;
  /** Sorted by start_date. */
  events: CalendarEvent[];
  updated_at: Date;
}
