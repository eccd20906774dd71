/**
 * /user's data (docs/users.md): the people of the caller's groups and one person's profile, live
 * (Firestore listeners under the rules: an invitation accepted elsewhere or another facilitator's
 * edit shows at once); the certificate status from the API, asked again whenever the person's
 * activities change. Writes go through the API.
 */
import type {
  Apology,
  InviteUsersBody,
  ParticipantActivities,
  SurveyResponse,
  UpdateUserBody,
  User,
} from '@peer-coaching/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import {
  firestore,
  groupPeopleQuery,
  participantActivitiesRef,
  personApologiesQuery,
  useLiveDocuments,
  useLiveQueries,
  type LiveResult,
} from '../../../lib/live.ts';
import { personSurveyResponsesQuery } from '../../../lib/survey-queries.ts';
import { peopleKeys } from '../../people/index.ts';

/** Everyone of the groups, once each (a person may belong to two of them). */
export function useGroupsPeople(groups: readonly string[]): LiveResult<User[]> {
  const sorted = [...groups].sort();
  const result = useLiveQueries(sorted.length > 0 ? `group-people:${sorted.join(',')}` : null, () =>
    sorted.map((group) => groupPeopleQuery(firestore(), group)),
  );
  if (result.status !== 'success') return result;
  return { ...result, data: [...new Map(result.data.map((person) => [person.id, person] as const)).values()] };
}

export interface PersonRecords {
  activities: ParticipantActivities | null;
  apologies: Apology[];
  responses: SurveyResponse[];
}

/** A person's activities (attendance by event), apologies and survey responses in a group. */
export function usePersonRecords(group: string | null, userId: string): LiveResult<PersonRecords> {
  const activities = useLiveDocuments(`person-activities:${userId}`, () => [
    participantActivitiesRef(firestore(), userId),
  ]);
  const apologies = useLiveQueries(group && `person-apologies:${group}/${userId}`, () => [
    personApologiesQuery(firestore(), group!, userId),
  ]);
  const responses = useLiveQueries(group && `person-responses:${group}/${userId}`, () => [
    personSurveyResponsesQuery(firestore(), group!, userId),
  ]);
  for (const part of [activities, apologies, responses]) if (part.status === 'error') return part;
  if (activities.status !== 'success' || apologies.status !== 'success' || responses.status !== 'success') {
    return { status: 'loading', data: undefined, error: undefined };
  }
  return {
    status: 'success',
    data: { activities: activities.data[0] ?? null, apologies: apologies.data, responses: responses.data },
    error: undefined,
  };
}

/** GET /api/shared/certificate_status, asked again when `signature` (the live activities) changes. */
export function useCertificateStatus(userId: string, signature: string, enabled: boolean) {
  const client = useQueryClient();
  const key = ['certificate-status', userId] as const;
  useEffect(() => {
    void client.invalidateQueries({ queryKey: ['certificate-status', userId] });
  }, [client, userId, signature]);
  return useQuery({ queryKey: key, queryFn: () => api.certificateStatus({ query: { id: userId } }), enabled });
}

/** After a write the API-cached peer lists (the dashboard's, /user-view's) are stale. */
function useInvalidatePeople() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: peopleKeys.all });
}

export function usePeopleWrites() {
  const invalidate = useInvalidatePeople();
  return {
    updateUser: async (id: string, body: UpdateUserBody) => {
      const person = await api.updateUser({ params: { id }, body });
      invalidate();
      return person;
    },
    inviteUsers: async (body: InviteUsersBody) => {
      const result = await api.inviteUsers({ body });
      invalidate();
      return result;
    },
    graduateCohort: async (cohortId: string) => {
      const result = await api.graduateCohort({ params: { id: cohortId } });
      invalidate();
      return result;
    },
  };
}
