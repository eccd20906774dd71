/**
 * cohort_calendars: one per cohort, built from the events with the domain's rule, the same the
 * events trigger uses, so the trigger finds nothing to change in what the seed wrote.
 */
import { buildCohortCalendar, type CalendarEvent, type Cohort } from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import type { CohortCalendarDoc } from './types.ts';

export function buildCalendars(
  cohorts: readonly Cohort[],
  events: readonly CalendarEvent[],
  clock: DemoClock,
): CohortCalendarDoc[] {
  return cohorts.map((cohort) => ({
    id: cohort.id,
    ...buildCohortCalendar(events, cohort.id, cohort.group),
    updated_at: clock.at(-1, '21:00'),
  }));
}
