/**
 * survey_marks/{userId}: what a person has answered, one mark per response that is not a draft
 * (docs/surveys.md), kept by the survey response trigger. A peer's home decides which surveys are
 * due from it and the cohort's survey list (cohort-surveys.ts): one read instead of every response.
 * A rebuild from the responses is the whole truth, so repeated or late deliveries converge.
 */
import type { SurveyResponse } from './surveys.ts';

/** What a person's list needs of a response: which window it answers, how, and of what kind. */
export type ResponseMark = Pick<SurveyResponse, 'survey_id' | 'window' | 'event_id' | 'status' | 'kind'>;

export interface SurveyMarks {
  id: string;
  user_id: string;
  /** Sorted by survey, window and event. */
  marks: ResponseMark[];
  updated_at: Date;
}

const markKey = (m: ResponseMark) => `${m.survey_id}\n${m.window}\n${m.event_id ?? ''}`;

/** The marks of a person's responses: drafts left out (a draft is not an answer), in a fixed order. */
export function responseMarks(responses: readonly ResponseMark[]): ResponseMark[] {
  return responses
    .filter((r) => r.status !== 'draft')
    .map((r) => ({
      survey_id: r.survey_id,
      window: r.window,
      event_id: r.event_id ?? null,
      status: r.status,
      kind: r.kind,
    }))
    .sort((a, b) => (markKey(a) < markKey(b) ? -1 : markKey(a) > markKey(b) ? 1 : 0));
}

/** Whether stored marks (anything read back) already say what `built` says. */
export function sameResponseMarks(stored: unknown, built: readonly ResponseMark[]): boolean {
  if (!Array.isArray(stored)) return false;
  return JSON.stringify(responseMarks(stored as ResponseMark[])) === JSON.stringify(built);
}
