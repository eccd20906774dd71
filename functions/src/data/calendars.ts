/**
 * cohort_calendars/{cohortId}: a cohort's events in one document, rebuilt by the events trigger.
 * Each rebuild reads every event of the cohort and writes the whole calendar, inside a transaction,
 * so a duplicate delivery, a retry or deliveries out of order all end with what the events say.
 */
import {
  buildCohortCalendar,
  cohortCalendarsCollection,
  cohortsCollection,
  eventsCollection,
  sameCohortCalendar,
  type CohortCalendar,
  type CohortCalendarContent,
} from '@peer-coaching/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { collectionOf, db, storedOrNull } from './firestore.ts';
import { runCheckedTransaction } from './transactions.ts';

/** Transaction attempts: a seed or redate wakes the trigger once per event, all on a few calendars. */
const MAX_ATTEMPTS = 20;

export type CalendarRebuild = 'written' | 'unchanged' | 'deleted';

/**
 * Rebuilds one cohort's calendar from the events whose `cohorts` contain it. The calendar's group
 * is the cohort's group (cohorts/{id}); for a cohort without a document, the group of its events.
 * A cohort with neither a document nor events has no calendar. Skips the write when the stored
 * calendar already says the same.
 */
export async function rebuildCohortCalendar(cohortId: string): Promise<CalendarRebuild> {
  const calendarRef = collectionOf(cohortCalendarsCollection).doc(cohortId);
  return runCheckedTransaction(
    async (tx) => {
      const [cohort, events, current] = await Promise.all([
        tx.get(collectionOf(cohortsCollection).doc(cohortId)),
        tx.get(collectionOf(eventsCollection).where('cohorts', 'array-contains', cohortId)),
        tx.get(calendarRef),
      ]);
      const eventList = events.docs.map((d) => d.data());
      const group = cohort.data()?.group ?? eventList[0]?.group;
      if (group === undefined) {
        if (!current.exists) return 'unchanged';
        tx.delete(calendarRef);
        return 'deleted';
      }
      const built: CohortCalendarContent = buildCohortCalendar(eventList, cohortId, group);
      if (sameCohortCalendar(storedOrNull(current), built)) return 'unchanged';
      // Written without the converter: its toFirestore would not take the server timestamp.
      tx.set(db.collection(cohortCalendarsCollection.path).doc(cohortId), {
        ...built,
        updated_at: FieldValue.serverTimestamp(),
      });
      return 'written';
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}

/** The cohort ids of an event's stored data, whatever it holds. */
function cohortsOf(data: { cohorts?: unknown } | undefined): string[] {
  const cohorts = data?.cohorts;
  return Array.isArray(cohorts) ? cohorts.filter((c): c is string => typeof c === 'string' && c !== '') : [];
}

/**
 * The events trigger's work on calendars: rebuilds the calendar of every cohort the event was or
 * is in (before ∪ after), so an event that leaves a cohort also leaves its calendar. Returns each
 * cohort with what happened to its calendar.
 */
export async function syncCohortCalendars(
  before: { cohorts?: unknown } | undefined,
  after: { cohorts?: unknown } | undefined,
): Promise<Record<string, CalendarRebuild>> {
  const cohorts = [...new Set([...cohortsOf(before), ...cohortsOf(after)])].sort();
  const results = await Promise.all(cohorts.map(rebuildCohortCalendar));
  return Object.fromEntries(cohorts.map((id, i) => [id, results[i] as CalendarRebuild]));
}

/** The stored calendars of these cohorts (those that have one). */
export async function getCohortCalendars(cohortIds: readonly string[]): Promise<CohortCalendar[]> {
  if (cohortIds.length === 0) return [];
  const snapshots = await db.getAll(...cohortIds.map((id) => collectionOf(cohortCalendarsCollection).doc(id)));
  // getAll is typed loosely, but the refs carry the converter.
  return snapshots.flatMap((s) => (s.exists ? [s.data() as CohortCalendar] : []));
}
