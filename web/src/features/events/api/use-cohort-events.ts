/**
 * The events of one or more cohorts, live: one cohort calendar document per cohort (kept by a
 * trigger on events), merged, each event once, sorted by start. A page load reads one document
 * per cohort instead of a year of events, and an edited event shows at once.
 */
import { sortByStart, type CalendarEvent, type CohortCalendar } from '@peer-coaching/domain';
import { useMemo } from 'react';
import { cohortCalendarRef, firestore, useLiveDocuments, type LiveResult } from '../../../lib/live.ts';

export function mergeCalendars(calendars: readonly (CohortCalendar | null)[]): CalendarEvent[] {
  const byId = new Map<string, CalendarEvent>();
  for (const calendar of calendars) for (const event of calendar?.events ?? []) byId.set(event.id, event);
  return sortByStart([...byId.values()]);
}

const NO_EVENTS: CalendarEvent[] = [];

/** Null cohorts: nothing to load (no scope yet). */
export function useCohortEvents(cohorts: readonly string[] | null): LiveResult<CalendarEvent[]> {
  const key = cohorts && cohorts.length > 0 ? `calendar:${[...cohorts].sort().join(',')}` : null;
  const calendars = useLiveDocuments(key, () => (cohorts ?? []).map((id) => cohortCalendarRef(firestore(), id)));
  // One list per snapshot: the events' status actors re-sync only when the calendars change. Keyed
  // on the result, which is new with each snapshot; its `data` array is refilled in place.
  const merged = useMemo(() => (calendars.status === 'success' ? mergeCalendars(calendars.data) : null), [calendars]);
  if (cohorts && cohorts.length === 0) return { status: 'success', data: NO_EVENTS, error: undefined };
  return calendars.status === 'success' ? { status: 'success', data: merged!, error: undefined } : calendars;
}
