/**
 * cohort_calendars/{cohortId}: a cohort's events in one document, rebuilt by the events trigger.
 * Each rebuild reads every event of the cohort and writes the whole calendar, inside a transaction,
 * so a duplicate delivery, a retry or deliveries out of order all end with what the events say.
 */
import {
  buildCohortCalendar,
  cohortCalendarsCollection,
  eventsCollection,
  sameCohortCalendar,
  type CalendarEvent,
  type CohortCalendar,
  type CohortCalendarContent,
} from '@peer-coaching/domain';
import { rebuildCohortDocument, type CohortDocument, type CohortRebuild } from '../cohort-documents.ts';
import { collectionOf, db } from '../firestore.ts';

export type CalendarRebuild = CohortRebuild;

const COHORT_CALENDAR: CohortDocument<CalendarEvent, CohortCalendar, CohortCalendarContent> = {
  target: cohortCalendarsCollection,
  sources: (cohortId) => collectionOf(eventsCollection).where('cohorts', 'array-contains', cohortId),
  build: buildCohortCalendar,
  same: sameCohortCalendar,
};

/**
 * Rebuilds one cohort's calendar from the events whose `cohorts` contain it (data/cohort-documents.ts:
 * the cohort's group, or its events'; no calendar for a cohort with neither).
 */
export const rebuildCohortCalendar = (cohortId: string): Promise<CalendarRebuild> =>
  rebuildCohortDocument(cohortId, COHORT_CALENDAR);

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
