/**
 * The live queries of the app, as the rules allow them (firestore.rules). The rules suite runs
 * these very functions (tests/rules/live-queries.test.ts), so what is tested is what ships.
 */
import {
  COLLECTION_PATHS,
  type Announcement,
  type CohortCalendar,
  type ParticipantActivities,
} from '@peer-coaching/domain';
import { collection, doc, query, where, type Firestore, type Query } from 'firebase/firestore';
import { converterOf } from './firestore.ts';

/** Firestore's limit of values in one array-contains-any. */
const MAX_DISJUNCTION = 30;

const announcements = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.announcements).withConverter(
    converterOf<Announcement>(COLLECTION_PATHS.announcements),
  );

/**
 * A peer's announcements: the visible ones, and the timed ones stored hidden (a timed
 * announcement ignores its visible switch: spec section 4). Two disjoint queries, so no document is
 * read twice; the client keeps a timed one only inside its window (domain isVisibleToPeer).
 */
export function peerAnnouncementQueries(db: Firestore, cohorts: readonly string[]): Query<Announcement>[] {
  const shared = where('cohorts', 'array-contains-any', cohorts.slice(0, MAX_DISJUNCTION));
  return [
    query(announcements(db), shared, where('visible', '==', true)),
    query(announcements(db), shared, where('display', '==', 'timed'), where('visible', '==', false)),
  ];
}

/** Every announcement of a group, drafts included, for its staff. */
export function groupAnnouncementsQuery(db: Firestore, group: string): Query<Announcement> {
  return query(announcements(db), where('group', '==', group));
}

/** A cohort's events in one document (kept by a trigger on events). */
export function cohortCalendarRef(db: Firestore, cohortId: string) {
  return doc(db, COLLECTION_PATHS.cohortCalendars, cohortId).withConverter(
    converterOf<CohortCalendar>(COLLECTION_PATHS.cohortCalendars),
  );
}

/** A participant's certificate counts and attendance statuses (kept by the attendance trigger). */
export function participantActivitiesRef(db: Firestore, userId: string) {
  return doc(db, COLLECTION_PATHS.activities, userId).withConverter(
    converterOf<ParticipantActivities>(COLLECTION_PATHS.activities),
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
