/**
 * The live queries of the app, as the rules allow them (firestore.rules). The rules suite runs
 * these very functions (tests/rules/live-queries.test.ts), so what is tested is what ships.
 */
import {
  apologyId,
  COLLECTION_PATHS,
  settingsPath,
  type Apology,
  type AttendanceRecord,
  type Announcement,
  type Certificate,
  type CertificateSettings,
  type CohortCalendar,
  type CohortReportHead,
  type CohortReportShard,
  type Group,
  type ParticipantActivities,
  type User,
} from '@peer-coaching/domain';
import { collection, doc, limit, query, where, type Firestore, type Query } from 'firebase/firestore';
import { converterOf } from './firestore.ts';

/** Firestore's limit of values in one array-contains-any. */
const MAX_DISJUNCTION = 30;

const announcements = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.announcements).withConverter(
    converterOf<Announcement>(COLLECTION_PATHS.announcements),
  );

/**
 * A peer's manual announcements that are switched on (spec section 4). The rules let a peer read
 * no other manual one, so the query says exactly that.
 */
export function peerManualAnnouncementsQuery(db: Firestore, cohorts: readonly string[]): Query<Announcement> {
  return query(
    announcements(db),
    where('cohorts', 'array-contains-any', cohorts.slice(0, MAX_DISJUNCTION)),
    where('display', '==', 'manual'),
    where('visible', '==', true),
  );
}

/**
 * A peer's timed announcements inside their window during one slot (domain timedWindowBounds): the
 * rules let a peer read a timed one only between its start and end, and prove that from these two
 * bounds. The page asks again each slot; it keeps a timed one only inside its window (isVisibleToPeer).
 */
export function peerTimedAnnouncementsQuery(
  db: Firestore,
  cohorts: readonly string[],
  bounds: { startedBy: Date; endsNoSoonerThan: Date },
): Query<Announcement> {
  return query(
    announcements(db),
    where('cohorts', 'array-contains-any', cohorts.slice(0, MAX_DISJUNCTION)),
    where('display', '==', 'timed'),
    where('start_date', '<=', bounds.startedBy),
    where('end_date', '>=', bounds.endsNoSoonerThan),
  );
}

/** Every announcement of a group, drafts included, for its staff. */
export function groupAnnouncementsQuery(db: Firestore, group: string): Query<Announcement> {
  return query(announcements(db), where('group', '==', group));
}

/**
 * A group's announcements addressed to one cohort, drafts included, for its staff (/announcement
 * shows the current cohort's): bounded by the cohort, not the group's whole history.
 */
export function cohortAnnouncementsForStaffQuery(db: Firestore, group: string, cohort: string): Query<Announcement> {
  return query(announcements(db), where('group', '==', group), where('cohorts', 'array-contains', cohort));
}

/** A group's document (its name and cohorts): its staff and members read it. */
export function groupRef(db: Firestore, groupId: string) {
  return doc(db, COLLECTION_PATHS.groups, groupId).withConverter(converterOf<Group>(COLLECTION_PATHS.groups));
}

/** A cohort's events in one document (kept by a trigger on events). */
export function cohortCalendarRef(db: Firestore, cohortId: string) {
  return doc(db, COLLECTION_PATHS.cohortCalendars, cohortId).withConverter(
    converterOf<CohortCalendar>(COLLECTION_PATHS.cohortCalendars),
  );
}

/**
 * Every cohort calendar of one group, for its staff: the roster of an event in several cohorts
 * listens once (and keeps the event's cohorts), not once per cohort. The rules' `staffes` is proved
 * by the `group` filter. (An `in` on the document ids is refused by the rules: they cannot prove a
 * `list` from ids.)
 */
export function groupCohortCalendarsQuery(db: Firestore, group: string) {
  return query(
    collection(db, COLLECTION_PATHS.cohortCalendars).withConverter(
      converterOf<CohortCalendar>(COLLECTION_PATHS.cohortCalendars),
    ),
    where('group', '==', group),
  );
}

/** A cohort's report head: its surveys (kept by triggers; staff of its group: docs/reports.md). */
export function cohortReportRef(db: Firestore, cohortId: string) {
  return doc(db, COLLECTION_PATHS.cohortReports, cohortId).withConverter(
    converterOf<CohortReportHead>(COLLECTION_PATHS.cohortReports),
  );
}

/** A cohort's report shards: its peers' entries, a few documents whatever its size (docs/reports.md). */
export function cohortReportShardsQuery(db: Firestore, cohort: { id: string; group: string }) {
  return query(
    collection(db, COLLECTION_PATHS.cohortReportShards).withConverter(
      converterOf<CohortReportShard>(COLLECTION_PATHS.cohortReportShards),
    ),
    where('cohort', '==', cohort.id),
    where('group', '==', cohort.group),
  );
}

/** A participant's certificate counts and attendance statuses (kept by the attendance trigger). */
export function participantActivitiesRef(db: Firestore, userId: string) {
  return doc(db, COLLECTION_PATHS.activities, userId).withConverter(
    converterOf<ParticipantActivities>(COLLECTION_PATHS.activities),
  );
}

/**
 * The activities of the peers of up to 30 cohorts of one group (Firestore's limit of an `in`), for
 * its staff: the roster of an event in many cohorts listens once, not once per cohort.
 */
export function cohortsActivitiesQuery(db: Firestore, group: string, cohorts: readonly string[]) {
  return query(
    collection(db, COLLECTION_PATHS.activities).withConverter(
      converterOf<ParticipantActivities>(COLLECTION_PATHS.activities),
    ),
    where('group', '==', group),
    where('cohort', 'in', cohorts.slice(0, MAX_DISJUNCTION)),
  );
}

/** The activities of a cohort's peers, for staff of its group. */
export function cohortActivitiesQuery(db: Firestore, group: string, cohort: string) {
  return query(
    collection(db, COLLECTION_PATHS.activities).withConverter(
      converterOf<ParticipantActivities>(COLLECTION_PATHS.activities),
    ),
    where('group', '==', group),
    where('cohort', '==', cohort),
  );
}

const attendance = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.attendance).withConverter(converterOf<AttendanceRecord>(COLLECTION_PATHS.attendance));
const apologies = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.apologies).withConverter(converterOf<Apology>(COLLECTION_PATHS.apologies));

/** Every attendance record of one event, for staff of its group (the roster). */
export function eventAttendanceQuery(db: Firestore, group: string, eventId: string): Query<AttendanceRecord> {
  return query(attendance(db), where('group', '==', group), where('event_id', '==', eventId));
}

/** Every apology sent for one event, for staff of its group (the roster). */
export function eventApologiesQuery(db: Firestore, group: string, eventId: string): Query<Apology> {
  return query(apologies(db), where('group', '==', group), where('event_id', '==', eventId));
}

/** One person's apologies sent in a group, for its staff (the /user profile). */
export function personApologiesQuery(db: Firestore, group: string, userId: string): Query<Apology> {
  return query(apologies(db), where('group', '==', group), where('user_id', '==', userId));
}

const users = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.users).withConverter(converterOf<User>(COLLECTION_PATHS.users));

/** Every person of a group (staff, peers, invited and deactivated ones), for its staff. Unbounded: tests only. */
export function groupPeopleQuery(db: Firestore, group: string): Query<User> {
  return query(users(db), where('group', 'array-contains', group));
}

/** One person, for themselves or staff of one of their groups (a /user profile opened by its link). */
export function personRef(db: Firestore, userId: string) {
  return doc(db, COLLECTION_PATHS.users, userId).withConverter(converterOf<User>(COLLECTION_PATHS.users));
}

/** A person's own apologies (a peer's calendar shows which events they apologised for). */
export function ownApologiesQuery(db: Firestore, userId: string): Query<Apology> {
  return query(apologies(db), where('user_id', '==', userId));
}

/** One person's apology for one event. */
export function apologyRef(db: Firestore, eventId: string, userId: string) {
  return doc(db, COLLECTION_PATHS.apologies, apologyId(eventId, userId)).withConverter(
    converterOf<Apology>(COLLECTION_PATHS.apologies),
  );
}

/** A person's own attendance records. */
export function ownAttendanceQuery(db: Firestore, userId: string): Query<AttendanceRecord> {
  return query(attendance(db), where('user_id', '==', userId));
}

const certificates = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.certificates).withConverter(converterOf<Certificate>(COLLECTION_PATHS.certificates));

/** A person's own certificate (at most one, issued by a trigger at 100 %): an empty result until then. */
export function ownCertificateQuery(db: Firestore, userId: string): Query<Certificate> {
  return query(certificates(db), where('user_id', '==', userId), limit(1));
}

/** A peer's certificate for staff of the group it was issued in (the rules need the group named). */
export function peerCertificateQuery(db: Firestore, group: string, userId: string): Query<Certificate> {
  return query(certificates(db), where('group', '==', group), where('user_id', '==', userId), limit(1));
}

/** A group's certificate settings (its engagement requirements), for its members and staff. */
export function certificateSettingsRef(db: Firestore, group: string) {
  return doc(db, settingsPath(group), 'certificate').withConverter(
    converterOf<CertificateSettings & { id: string }>(settingsPath(group)),
  );
}
