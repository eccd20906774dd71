/**
 * The staff's survey data, live: the group's newest surveys (drafts included), a page at a time
 * ("Show more surveys"), one survey opened by its link, and the responses to
 * one survey (Firestore listeners under the rules, so a peer's submission shows at once); who has
 * not answered comes from the API (the server's reading of each peer's status), asked again
 * whenever the responses change. Writes go through the API.
 */
import type { Survey, SurveyBody, SurveyResponse } from '@peer-coaching/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import { firestore, useLiveDocuments, useLiveQueries, type LiveResult } from '../../../lib/live.ts';
import { groupSurveysPageQuery, surveyRef, surveyResponsesQuery } from '../../../lib/survey-queries.ts';

/** How many surveys /survey lists at first, and how many more each "Show more surveys" adds. */
export const SURVEYS_PAGE_SIZE = 20;

/** The group's newest `size` surveys; `more` when the server may hold older ones. */
export function useGroupSurveysPage(
  group: string | null,
  size: number,
): LiveResult<{ surveys: Survey[]; more: boolean }> {
  const result = useLiveQueries(group ? `group-surveys:${group}|${size}` : null, () => [
    groupSurveysPageQuery(firestore(), group!, size),
  ]);
  if (result.status !== 'success') return result;
  return { status: 'success', data: { surveys: result.data, more: result.data.length >= size }, error: undefined };
}

/** One survey by id, live (opened by its link, whether or not the list shows it). */
export function useSurvey(id: string | null): LiveResult<Survey | null> {
  const result = useLiveDocuments(id ? `survey:${id}` : null, () => [surveyRef(firestore(), id!)]);
  if (result.status !== 'success') return result;
  return { status: 'success', data: result.data[0] ?? null, error: undefined };
}

export function useSurveyResponses(group: string | null, surveyId: string | null): LiveResult<SurveyResponse[]> {
  return useLiveQueries(group && surveyId ? `survey-responses:${group}/${surveyId}` : null, () => [
    surveyResponsesQuery(firestore(), group!, surveyId!),
  ]);
}

export const surveyKeys = {
  responses: (id: string) => ['survey-responses', id] as const,
};

/**
 * GET /api/facilitator/surveys/:id/responses, asked again when `signature` (the live responses'
 * ids, statuses and times) changes: a submission, a rejection or a reminder's effect shows without
 * polling.
 */
export function useNonRespondents(surveyId: string, signature: string) {
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: surveyKeys.responses(surveyId) });
  }, [client, surveyId, signature]);
  return useQuery({
    queryKey: surveyKeys.responses(surveyId),
    queryFn: () => api.surveyResponses({ params: { id: surveyId } }),
  });
}

export async function saveSurvey(id: string | null, body: SurveyBody): Promise<string> {
  const result = id ? await api.updateSurvey({ params: { id }, body }) : await api.createSurvey({ body });
  return result.id;
}

export const deleteSurvey = (id: string) => api.deleteSurvey({ params: { id } });
export const remindSurvey = (id: string) => api.remindSurvey({ params: { id } });
export const rejectMakeup = (id: string, userId: string, eventId: string, reason: string) =>
  api.rejectSurveyResponse({ params: { id, user_id: userId }, body: { event_id: eventId, reason } });
