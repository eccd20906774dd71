/**
 * Staff's surveys (docs/surveys-staff.md): who may change which survey, the definition as stored
 * (windows resolved from the cohorts' calendars at once, so peers can answer as soon as it is
 * saved), and the results every staff call and the reminders read.
 */
import {
  isMakeupKind,
  sharedCohortIds,
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
import { getCohortCalendars } from '../../data/events/calendars.ts';
import {
  getAttendanceMaps,
  getSurvey,
  listGroupMakeupResponses,
  listSurveyResponses,
} from '../../data/surveys/survey-admin.ts';
import { listPeersOfEventCohorts } from '../../data/people/users.ts';
import { groupOfItemCohorts, staffItem } from '../group-items.ts';

/** The survey, when the caller runs its group: 404 when unknown, 403 for staff of another group. */
export const staffSurvey = async (caller: User, id: string): Promise<Survey> =>
  staffItem(caller, await getSurvey(id), id, 'survey');

/** The group of a survey's cohorts, which the caller runs (and, for an existing one, its own). */
export const groupOfSurveyCohorts = (caller: User, cohortIds: string[], keepGroup?: string) =>
  groupOfItemCohorts(caller, cohortIds, 'survey', keepGroup);

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
