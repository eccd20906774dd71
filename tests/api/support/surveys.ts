/**
 * Surveys and responses for the API suites (user-surveys, surveys-prediction), written with the
 * admin SDK as the API stores them: dates as Timestamps, derived question fields and windows set.
 */
import {
  bodyFromTemplate,
  derivedQuestionFields,
  exampleAnswers,
  surveyResponseId,
  surveyTemplate,
  surveyWindowsByCohort,
  toApiDate,
  type Survey,
  type SurveyKind,
  type SurveyResponse,
} from '@peer-coaching/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../../support/admin.ts';
import { DAY, HOUR } from './events.ts';
import { call } from './world.ts';

/** The suite's "now": windows are set relative to it. */
export const now = Date.now();
export const at = (ms: number) => new Date(now + ms);
export const fixed = (opens: number, closes: number): Survey['timing'] => ({
  type: 'fixed',
  opens_at: at(opens),
  closes_at: at(closes),
});

/** A published survey of mgh-a from the kind's template, open from a day ago for a week. */
export function survey(id: string, kind: SurveyKind, overrides: Partial<Survey> = {}): Survey {
  const template = surveyTemplate(kind, new Date(now));
  const base = {
    id,
    group: 'mgh',
    ...template,
    title: `${template.title} ${id}`,
    cohorts: ['mgh-a'],
    timing: fixed(-DAY, 7 * DAY),
    published: true,
    created_at: at(-2 * DAY),
    updated_at: at(-2 * DAY),
    ...overrides,
  };
  return { ...base, ...derivedQuestionFields(base.questions), windows: surveyWindowsByCohort(base, {}) } as Survey;
}

/** Stored as the API would store it: dates as Timestamps (nested ones too). */
export function stored(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(stored);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stored(v)]));
  return value;
}

export async function writeSurvey(s: Survey) {
  const { id, ...fields } = s;
  await adminDb.doc(`surveys/${id}`).set(stored(fields) as object);
}

/** A person's submitted response to the survey's main window (override anything). */
export function response(s: Survey, userId: string, overrides: Partial<SurveyResponse> = {}) {
  const eventId = overrides.event_id ?? null;
  const id = surveyResponseId(s.id, userId, eventId);
  const data: Omit<SurveyResponse, 'id'> = {
    survey_id: s.id,
    user_id: userId,
    group: s.group,
    cohort: s.cohorts[0]!,
    kind: s.kind,
    window: 'main',
    event_id: eventId,
    answers: exampleAnswers(s.questions),
    status: 'submitted',
    updated_at: new Date(),
    submitted_at: new Date(),
    ...overrides,
  };
  return { id, data };
}

export async function writeResponse(r: ReturnType<typeof response>) {
  await adminDb.doc(`survey_responses/${r.id}`).set(stored(r.data) as object);
}

/** A published kickoff survey of `cohorts`, open from an hour ago for ten days, created through the API. */
export async function createOpenSurvey(
  token: string,
  cohorts: string[],
): Promise<{ id: string; title: string; body: Record<string, unknown> }> {
  const body = {
    ...bodyFromTemplate(surveyTemplate('kickoff', new Date()), cohorts),
    timing: {
      type: 'fixed' as const,
      opens_at: toApiDate(new Date(Date.now() - HOUR)),
      closes_at: toApiDate(new Date(Date.now() + 10 * DAY)),
    },
    published: true,
  };
  const created = await call('/api/facilitator/surveys', { method: 'POST', token, body });
  if (created.status !== 201) throw new Error(`Creating the survey answered ${created.status}: ${created.text}`);
  return { id: created.body.id as string, title: body.title, body };
}

/** A submitted response of mgh's `userId` to a main-window survey, as the peer's browser writes it. */
export async function submitResponse(surveyId: string, userId: string, cohort: string): Promise<void> {
  const submitted = Timestamp.fromDate(new Date(Date.now() - 60_000));
  await adminDb.doc(`survey_responses/${surveyId}_${userId}`).set({
    survey_id: surveyId,
    user_id: userId,
    group: 'mgh',
    cohort,
    kind: 'kickoff',
    window: 'main',
    event_id: null,
    answers: {},
    status: 'submitted',
    updated_at: submitted,
    submitted_at: submitted,
  });
}
