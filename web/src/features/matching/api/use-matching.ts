/**
 * /matching's data (docs/matching.md): the group's rounds (live), the group's people and the
 * answers to the cohort's matching survey (live, so an answer or a reminder's effect shows at
 * once); writes go through the API.
 */
import type { MatchingRound, MatchingWeights, Survey, SurveyResponse, User } from '@peer-coaching/domain';
import { api } from '../../../lib/api.ts';
import { firestore, groupPeopleQuery, useLiveQueries, type LiveResult } from '../../../lib/live.ts';
import { groupMatchingRoundsQuery } from '../../../lib/matching-queries.ts';
import { groupSurveysQuery, surveyResponsesQuery } from '../../../lib/survey-queries.ts';

export function useMatchingRounds(group: string | null): LiveResult<MatchingRound[]> {
  return useLiveQueries(group ? `matching-rounds:${group}` : null, () => [
    groupMatchingRoundsQuery(firestore(), group!),
  ]);
}

export function useGroupPeople(group: string | null): LiveResult<User[]> {
  return useLiveQueries(group ? `group-people:${group}` : null, () => [groupPeopleQuery(firestore(), group!)]);
}

export function useGroupSurveyList(group: string | null): LiveResult<Survey[]> {
  return useLiveQueries(group ? `group-surveys:${group}` : null, () => [groupSurveysQuery(firestore(), group!)]);
}

export function useResponses(group: string | null, surveyId: string | null): LiveResult<SurveyResponse[]> {
  return useLiveQueries(group && surveyId ? `survey-responses:${group}/${surveyId}` : null, () => [
    surveyResponsesQuery(firestore(), group!, surveyId!),
  ]);
}

type Groups = { members: string[]; locked: boolean }[];

export const matchingWrites = {
  create: (cohort: string, weights: MatchingWeights, locked: string[][] = []) =>
    api.createMatchingRound({ body: { cohort, weights, locked } }),
  rerun: (id: string, weights: MatchingWeights, locked: string[][]) =>
    api.rerunMatchingRound({ params: { id }, body: { weights, locked } }),
  arrange: (id: string, groups: Groups) => api.arrangeMatchingRound({ params: { id }, body: { groups } }),
  publish: (id: string) => api.publishMatchingRound({ params: { id } }),
  remind: (surveyId: string) => api.remindSurvey({ params: { id: surveyId } }),
};
