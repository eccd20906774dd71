/**
 * A person's surveys, live from Firestore (docs/surveys.md): the published surveys of their shared
 * cohorts and their own responses, with which responses still wait to be sent. Both come from the
 * persistent cache when offline, so a survey page reloaded without a connection still shows the
 * questions and the answers typed so far.
 */
import type { Survey, SurveyAnswers, SurveyKind } from '@peer-coaching/domain';
import { firestore, useLiveDocuments, useLiveQueries, type LiveResult } from '../../../lib/live.ts';
import {
  cohortSurveysOfKindQuery,
  peerSurveysQuery,
  saveSurveyResponse,
  surveyRef,
  useOwnSurveyResponses,
  type ResponseTarget,
} from '../../../lib/survey-queries.ts';

export { useOwnSurveyResponses, type ResponseTarget };

/** Writes the person's response straight to Firestore under the rules (a draft or the submission). */
export const saveResponse = (target: ResponseTarget, answers: SurveyAnswers, status: 'draft' | 'submitted') =>
  saveSurveyResponse(firestore(), target, answers, status);

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
