/**
 * Staff's surveys (docs/surveys-staff.md): who may change which survey, the definition as stored
 * (windows resolved from the cohorts' calendars at once, so peers can answer as soon as it is
 * saved), and the results every staff call and the reminders read.
 */
import {
  isMakeupKind,
  sharedCohortIds,
  staffesGroup,
  surveyCohortFor,
  surveyFieldsOf,
  surveyPeople,
  surveyWindowsByCohort,
  type PersonResult,
  type Survey,
  type SurveyInput,
  type SurveyResponse,
  type User,
} from '@peer-coaching/domain';
import { getCohortCalendars } from '../data/calendars.ts';
import { getCohorts } from '../data/groups.ts';
import { getAttendanceMaps, getSurvey, listGroupMakeupResponses, listSurveyResponses } from '../data/survey-admin.ts';
import { listPeersOfEventCohorts } from '../data/users.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';

/** The survey, when the caller runs its group: 404 when unknown, 403 for staff of another group. */
export async function staffSurvey(caller: User, id: string): Promise<Survey> {
  const survey = await getSurvey(id);
  if (!survey) throw notFound(`No survey ${id}`);
  if (!staffesGroup(caller, survey.group)) throw forbidden(`You do not run group ${survey.group}, the survey's group`);
  return survey;
}

/**
 * The group of a survey's cohorts: every cohort must exist (400), all of one group (400), which
 * the caller runs (403). An existing survey's cohorts stay in its group (400).
 */
export async function groupOfSurveyCohorts(caller: User, cohortIds: string[], keepGroup?: string): Promise<string> {
  const cohorts = await getCohorts(cohortIds);
  const unknown = cohortIds.filter((id) => !cohorts.some((c) => c.id === id));
  if (unknown.length > 0) throw badRequest(`cohorts: unknown cohort ${unknown.join(', ')}`);
  const groups = [...new Set(cohorts.map((c) => c.group))];
  const outOfReach = groups.filter((g) => !staffesGroup(caller, g));
  if (outOfReach.length > 0) throw forbidden(`cohorts: you do not run group ${outOfReach.join(', ')}`);
  if (groups.length > 1) throw badRequest('cohorts: must all belong to one group');
  const group = groups[0] as string;
  if (keepGroup !== undefined && group !== keepGroup) {
    throw badRequest(`cohorts: must belong to group ${keepGroup}, the survey's group`);
  }
  return group;
}

/** The survey as stored: the body's fields, the windows of each cohort from its calendar. */
export async function storedSurvey(
  input: SurveyInput,
  base: Pick<Survey, 'id' | 'group' | 'created_at'>,
  now: Date,
): Promise<Survey> {
  const fields = surveyFieldsOf(input);
  const calendars = await getCohortCalendars(fields.cohorts);
  const windows = surveyWindowsByCohort(fields, Object.fromEntries(calendars.map((c) => [c.id, c.events])));
  return { ...base, ...fields, windows, updated_at: now };
}

export interface SurveyResults {
  survey: Survey;
  responses: SurveyResponse[];
  people: PersonResult[];
  peers: User[];
}

/** Everything a survey's results need, read once: its responses, its peers and their status. */
export async function surveyResults(survey: Survey, now: Date): Promise<SurveyResults> {
  const [responses, peers] = await Promise.all([
    listSurveyResponses(survey.id),
    listPeersOfEventCohorts(survey.cohorts),
  ]);
  let makeupContext = {};
  if (isMakeupKind(survey.kind)) {
    const confirmed = peers.filter((p) => p.status === 'confirmed');
    const [calendars, attendance, makeups] = await Promise.all([
      getCohortCalendars(survey.cohorts),
      getAttendanceMaps(confirmed.map((p) => p.id)),
      listGroupMakeupResponses(survey.group),
    ]);
    const otherMakeups: Record<string, SurveyResponse[]> = {};
    for (const r of makeups) if (r.survey_id !== survey.id) (otherMakeups[r.user_id] ??= []).push(r);
    makeupContext = {
      events: Object.fromEntries(calendars.map((c) => [c.id, c.events])),
      attendance,
      otherMakeups,
    };
  }
  const people = surveyPeople({ survey, peers, responses, now, ...makeupContext });
  return { survey, responses, people, peers };
}

/** Whether the person is among the survey's peers (a response of someone else is not theirs to judge). */
export const inSurvey = (survey: Survey, person: User) => surveyCohortFor(survey, sharedCohortIds(person)) !== null;
