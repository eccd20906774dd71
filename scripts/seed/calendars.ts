/**
 * cohort_calendars and cohort_surveys (one per cohort) and survey_marks (one per person who
 * answered), built from the events, surveys and responses with the domain's rules, the same the
 * triggers use, so the triggers find nothing to change in what the seed wrote.
 */
import {
  buildCohortCalendar,
  buildCohortSurveys,
  type CalendarEvent,
  type Cohort,
  responseMarks,
  type CohortSurveys,
  type Survey,
  type SurveyMarks,
  type SurveyResponse,
} from '@peer-coaching/domain';
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

/** Each cohort's published surveys for peers' homes, also of a survey cohort without a document ('alumni'). */
export function buildCohortSurveyLists(
  cohorts: readonly Cohort[],
  surveys: readonly Survey[],
  clock: DemoClock,
): CohortSurveys[] {
  const groupOf = new Map(cohorts.map((c) => [c.id, c.group] as const));
  for (const survey of surveys) for (const id of survey.cohorts) if (!groupOf.has(id)) groupOf.set(id, survey.group);
  return [...groupOf].map(([id, group]) => ({
    id,
    ...buildCohortSurveys(surveys, id, group),
    updated_at: clock.at(-1, '21:00'),
  }));
}

/** Each person's answered responses, for their home (one document per person with a response). */
export function buildSurveyMarks(responses: readonly SurveyResponse[], clock: DemoClock): SurveyMarks[] {
  const byUser = new Map<string, SurveyResponse[]>();
  for (const response of responses) byUser.set(response.user_id, [...(byUser.get(response.user_id) ?? []), response]);
  return [...byUser].map(([userId, own]) => ({
    id: userId,
    user_id: userId,
    marks: responseMarks(own),
    updated_at: clock.at(-1, '21:00'),
  }));
}
