/**
 * /matching's data (docs/matching.md): the current cohort's rounds, its confirmed peers, its
 * matching surveys and the answers to the newest (all live, so an answer or a reminder's effect
 * shows at once), each asked of the server for the cohort, never the whole group (issue 26);
 * writes go through the API.
 */
import type {
  MatchingAssignment,
  MatchingRound,
  MatchingWeights,
  PageContent,
  Survey,
  SurveyResponse,
  User,
} from '@peer-coaching/domain';
import { api } from '../../../lib/api.ts';
import { firestore, useLiveDocuments, useLiveQueries, type LiveResult } from '../../../lib/live.ts';
import { cohortMatchingRoundsQuery, roundAssignmentsQuery } from '../../../lib/matching-queries.ts';
import { pageContentRef } from '../../../lib/page-queries.ts';
import { cohortPeersQuery } from '../../../lib/people-queries.ts';
import { cohortMatchingSurveysQuery, surveyResponsesQuery } from '../../../lib/survey-queries.ts';

export function useMatchingRounds(group: string | null, cohort: string | null): LiveResult<MatchingRound[]> {
  return useLiveQueries(group && cohort ? `matching-rounds:${group}/${cohort}` : null, () => [
    cohortMatchingRoundsQuery(firestore(), group!, cohort!),
  ]);
}

/** The cohort's confirmed peers (whom a round matches), by their current cohort. */
export function useCohortPeers(group: string | null, cohort: string | null): LiveResult<User[]> {
  return useLiveQueries(group && cohort ? `cohort-peers:${group}/${cohort}` : null, () => [
    cohortPeersQuery(firestore(), group!, cohort!),
  ]);
}

export function useCohortMatchingSurveys(group: string | null, cohort: string | null): LiveResult<Survey[]> {
  return useLiveQueries(group && cohort ? `matching-surveys:${group}/${cohort}` : null, () => [
    cohortMatchingSurveysQuery(firestore(), group!, cohort!),
  ]);
}

export function useResponses(group: string | null, surveyId: string | null): LiveResult<SurveyResponse[]> {
  return useLiveQueries(group && surveyId ? `survey-responses:${group}/${surveyId}` : null, () => [
    surveyResponsesQuery(firestore(), group!, surveyId!),
  ]);
}

/** A published round's assignments (whom "E-mail groups" writes to). */
export function useRoundAssignments(round: Pick<MatchingRound, 'id' | 'group'>): LiveResult<MatchingAssignment[]> {
  return useLiveQueries(`round-assignments:${round.id}`, () => [
    roundAssignmentsQuery(firestore(), round.group, round.id),
  ]);
}

/** The group's own "match announcement" text, null when it keeps the default. */
export function useMatchTemplate(group: string): LiveResult<(PageContent | null)[]> {
  return useLiveDocuments(`match-template:${group}`, () => [pageContentRef(firestore(), group, 'match_announcement')]);
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
  /** The published round's e-mail to each group; an empty text keeps the group's template. */
  email: (id: string, text: { subject: string; markdown: string } | null) =>
    api.emailMatchingRound({ params: { id }, body: text ?? {} }),
};
