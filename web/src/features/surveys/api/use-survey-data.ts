/**
 * A person's surveys, live from Firestore (docs/surveys.md): the published surveys of their shared
 * cohorts and their own responses, with which responses still wait to be sent. Both come from the
 * persistent cache when offline, so a survey page reloaded without a connection still shows the
 * questions and the answers typed so far.
 */
import type { Survey } from '@peer-coaching/domain';
import { firestore, useLiveQueries, type LiveResult } from '../../../lib/live.ts';
import { groupSurveysQuery, peerSurveysQuery, useOwnSurveyResponses } from '../../../lib/survey-queries.ts';

export { useOwnSurveyResponses };

/** The published surveys of these cohorts (null: not known yet). */
export function usePeerSurveys(cohorts: readonly string[] | null): LiveResult<Survey[]> {
  const key = cohorts && cohorts.length > 0 ? `surveys:${[...cohorts].sort().join(',')}` : null;
  return useLiveQueries(key, () => [peerSurveysQuery(firestore(), cohorts!)]);
}

/** Every survey of a group, for staff previewing a survey route. */
export function useGroupSurveys(group: string | null): LiveResult<Survey[]> {
  return useLiveQueries(group && `group-surveys:${group}`, () => [groupSurveysQuery(firestore(), group!)]);
}
