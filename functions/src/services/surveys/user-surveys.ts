/** A person's surveys with their status (GET /api/user/surveys, docs/surveys.md). */
import {
  isMakeupKind,
  isStaff,
  personSurveyRows,
  sharedCohortIds,
  type PersonSurveyRow,
  type User,
} from '@peer-coaching/domain';
import { getActivities } from '../../data/events/activities.ts';
import { getCohortCalendars } from '../../data/events/calendars.ts';
import { listPublishedSurveysForCohorts, listResponsesOfUser } from '../../data/surveys/surveys.ts';

/**
 * The published surveys of the caller's shared cohorts (their own and, in the alumni community,
 * the alumni cohort), each with the caller's status. Staff answer no surveys (the rules refuse
 * their responses): theirs is an empty list. Make-ups read the cohorts' calendars and the caller's attendance, to know which
 * missed sessions are left to make up.
 */
export async function userSurveyRows(caller: User, now: Date): Promise<PersonSurveyRow[]> {
  const shared = sharedCohortIds(caller);
  if (isStaff(caller) || shared.length === 0) return [];
  const [surveys, responses] = await Promise.all([
    listPublishedSurveysForCohorts(shared),
    listResponsesOfUser(caller.id),
  ]);
  const makeupCohorts = [
    ...new Set(surveys.filter((s) => isMakeupKind(s.kind)).flatMap((s) => s.cohorts.filter((c) => shared.includes(c)))),
  ];
  const [calendars, activities] = await Promise.all([
    getCohortCalendars(makeupCohorts),
    makeupCohorts.length > 0 ? getActivities(caller.id) : Promise.resolve(null),
  ]);
  return personSurveyRows({
    surveys,
    responses,
    sharedCohorts: shared,
    calendars: Object.fromEntries(calendars.map((c) => [c.id, c.events])),
    attendance: (activities as { attendance?: Record<string, 'registered' | 'attended'> } | null)?.attendance ?? {},
    now,
  });
}
