/**
 * A person's surveys, live from Firestore (docs/surveys.md): the published surveys of their shared
 * cohorts and their own responses, with which responses still wait to be sent. Both come from the
 * persistent cache when offline, so a survey page reloaded without a connection still shows the
 * questions and the answers typed so far.
 */
import {
  mergeCohortSurveys,
  type ResponseMark,
  type Survey,
  type SurveyAnswers,
  type SurveyKind,
  type SurveySummary,
} from '@peer-coaching/domain';
import { useMemo, useState } from 'react';
import { firestore, useLiveDocuments, useLiveQueries, type LiveResult } from '../../../lib/live.ts';
import {
  cohortSurveysOfKindQuery,
  cohortSurveysRef,
  surveyMarksRef,
  peerSurveysQuery,
  saveSurveyResponse,
  surveyRef,
  useOwnSurveyResponses,
  type OwnResponses,
  type ResponseTarget,
} from '../../../lib/survey-queries.ts';
import { useOutboxWaiting } from './use-outbox.ts';

export { useOwnSurveyResponses, type ResponseTarget };

/** Writes the person's response straight to Firestore under the rules (a draft or the submission). */
export const saveResponse = (target: ResponseTarget, answers: SurveyAnswers, status: 'draft' | 'submitted') =>
  saveSurveyResponse(firestore(), target, answers, status);

/**
 * What the home needs of the published surveys of these cohorts, without their questions: one
 * document per cohort (cohort_surveys) instead of every survey (null: not known yet). Where a
 * cohort has no such document (no survey was ever written for it since the trigger came, or
 * `npm run recount` has not built it), the surveys themselves are read instead.
 */
export function usePeerSurveySummaries(cohorts: readonly string[] | null): LiveResult<SurveySummary[]> {
  const key = cohorts && cohorts.length > 0 ? `cohort-surveys:${[...cohorts].sort().join(',')}` : null;
  const lists = useLiveDocuments(key, () => cohorts!.map((cohort) => cohortSurveysRef(firestore(), cohort)));
  const missing = lists.status === 'success' && lists.data.some((list) => list === null);
  const surveys = usePeerSurveys(missing ? cohorts : null);
  return useMemo((): LiveResult<SurveySummary[]> => {
    if (lists.status !== 'success') return lists;
    if (missing) return surveys;
    return { status: 'success', data: mergeCohortSurveys(lists.data), error: undefined };
  }, [lists, missing, surveys]);
}

/** The published surveys of these cohorts (null: not known yet). */
export function usePeerSurveys(cohorts: readonly string[] | null): LiveResult<Survey[]> {
  const key = cohorts && cohorts.length > 0 ? `surveys:${[...cohorts].sort().join(',')}` : null;
  return useLiveQueries(key, () => [peerSurveysQuery(firestore(), cohorts!)]);
}

/**
 * What a staff preview of a survey route may show: the group's surveys of the kind addressed to
 * the cohort, or the one survey named; never every survey of the group.
 */
export function useStaffPreviewSurveys(
  group: string | null,
  cohort: string | null,
  target: { kind?: SurveyKind | undefined; id?: string | undefined },
): LiveResult<Survey[]> {
  const byKind = useLiveQueries(
    group && cohort && target.kind ? `preview-surveys:${group}/${cohort}/${target.kind}` : null,
    () => [cohortSurveysOfKindQuery(firestore(), group!, cohort!, target.kind!)],
  );
  const byId = useLiveDocuments(target.id ? `survey:${target.id}` : null, () => [surveyRef(firestore(), target.id!)]);
  if (target.id) {
    if (byId.status !== 'success') return byId;
    return { status: 'success', data: byId.data.flatMap((s) => (s && s.group === group ? [s] : [])), error: undefined };
  }
  if (!group || !cohort) return { status: 'success', data: [], error: undefined };
  return byKind;
}

/**
 * What the person has answered, for their list (docs/surveys.md): their survey_marks, one read.
 * Their own responses are listened to instead once answers wait in the outbox (the responses hold
 * what this device wrote before the server has it, and reconcile the outbox; the listener then
 * stays, so an answer the server just took never shows as due again while the trigger has still
 * to note it in the marks) and while the marks are missing (not built yet).
 */
export function useAnsweredResponses(userId: string): {
  responses: LiveResult<readonly ResponseMark[]>;
  own: LiveResult<OwnResponses>;
} {
  const marks = useLiveDocuments(`survey-marks:${userId}`, () => [surveyMarksRef(firestore(), userId)]);
  const waiting = useOutboxWaiting(userId);
  const missing = marks.status === 'success' && marks.data[0] === null;
  const [wrote, setWrote] = useState(false);
  if (waiting && !wrote) setWrote(true);
  const own = useOwnSurveyResponses(wrote || missing ? userId : null);
  const responses = useMemo((): LiveResult<readonly ResponseMark[]> => {
    if (own.status === 'success') return { status: 'success', data: own.data.responses, error: undefined };
    if (marks.status !== 'success' || missing) return marks.status === 'error' ? marks : own;
    return { status: 'success', data: marks.data[0]!.marks, error: undefined };
  }, [marks, own, missing]);
  return { responses, own };
}
