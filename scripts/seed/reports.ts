/** The cohort reports a seed writes: what the report triggers would build from its data (docs/reports.md). */
import { buildCohortReports } from '@peer-coaching/domain';
import type { DemoData } from './types.ts';

export function seedCohortReports(
  data: Pick<DemoData, 'cohorts' | 'users' | 'activities' | 'surveys' | 'surveyResponses' | 'calendars'>,
  at: Date,
): DemoData['cohortReports'] {
  const eventsOf = new Map(data.calendars.map((c) => [c.id, new Set(c.events.map((e) => e.id))]));
  return buildCohortReports(
    data.cohorts,
    data.users,
    data.activities,
    data.surveys,
    data.surveyResponses,
    // A cohort without a calendar has no events: no attendance is its own.
    (cohortId) => eventsOf.get(cohortId) ?? new Set(),
    at,
  );
}
