/**
 * /user's data (docs/users.md): a page of the people of the caller's groups, filtered on the
 * server, and one person's profile, live (Firestore listeners under the rules: an invitation
 * accepted elsewhere or another facilitator's edit shows at once); the status filter's counts
 * (count aggregations); the certificate status from the API, asked again whenever the person's
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
import { compareByLastName, type UserFilter } from '@peer-coaching/domain';
import {
  firestore,
  participantActivitiesRef,
  personApologiesQuery,
  personRef,
  useLiveDocuments,
  useLiveQueries,
  useLiveQueryLists,
  type LiveResult,
} from '../../../lib/live.ts';
import {
  countMatching,
  groupPeopleCountQuery,
  groupPeoplePageQuery,
  isEmailSearch,
  normalisedPeopleSearch,
  type PeopleQueryFilters,
} from '../../../lib/people-queries.ts';
import { personSurveyResponsesQuery } from '../../../lib/survey-queries.ts';
import { peopleKeys } from './use-cohort-peers.ts';

/** How many people a page shows at first, and how many more each "Show more" adds. */
export const PEOPLE_PAGE_SIZE = 25;

export type { PeopleQueryFilters };

export interface PeoplePage {
  /** By last name ignoring case, at most `size` of them. */
  people: User[];
  /** Whether the server may hold more than the page shows. */
  more: boolean;
}

/** Whether a person passes the filters (what the server checks; the browser does it for an e-mail search). */
function passes(person: User, filters: PeopleQueryFilters): boolean {
  return (
    (filters.role === 'all' || person.role === filters.role) &&
    (filters.status === 'all' || person.status === filters.status) &&
    (filters.cohort === null || person.current_cohort === filters.cohort)
  );
}

const pageKey = (groups: readonly string[], filters: PeopleQueryFilters) =>
  [groups.join(','), filters.role, filters.status, filters.cohort ?? '', normalisedPeopleSearch(filters.search)].join(
    '|',
  );

/**
 * The first `size` people of the groups who pass the filters, live: one listener per group, each
 * limited to `size` on the server (a person in two groups comes once). Bounded by the page, never
 * by the size of the group (issue 26).
 */
export function usePeoplePage(
  groups: readonly string[],
  filters: PeopleQueryFilters,
  size: number,
): LiveResult<PeoplePage> {
  const sorted = [...groups].sort();
  const result = useLiveQueryLists(sorted.length > 0 ? `people-page:${pageKey(sorted, filters)}|${size}` : null, () =>
    sorted.map((group) => groupPeoplePageQuery(firestore(), group, filters, size)),
  );
  if (result.status !== 'success') return result;
  const byId = new Map(result.data.flat().map((person) => [person.id, person] as const));
  const people = [...byId.values()].filter((person) => passes(person, filters)).sort(compareByLastName);
  return {
    status: 'success',
    data: {
      people: people.slice(0, size),
      more: people.length > size || result.data.some((list) => list.length >= size),
    },
    error: undefined,
  };
}

type StatusCounts = Record<UserFilter, number>;

/**
 * The status filter's counts within the other filters: a count aggregation per group and status
 * (one read each up to 1,000 people), asked again when the filters or the shown page change. A
 * person in two of the groups counts in each. An e-mail search counts the one person it found.
 */
export function usePeopleCounts(
  groups: readonly string[],
  filters: Omit<PeopleQueryFilters, 'status'>,
  page: PeoplePage | undefined,
) {
  const sorted = [...groups].sort();
  const emailSearch = isEmailSearch(filters.search);
  const signature = page?.people.map((p) => `${p.id}:${p.status}`).join(',') ?? '';
  return useQuery({
    queryKey: ['people-counts', pageKey(sorted, { ...filters, status: 'all' }), emailSearch ? signature : ''],
    enabled: sorted.length > 0 && (!emailSearch || page !== undefined),
    placeholderData: (previous) => previous,
    queryFn: async (): Promise<StatusCounts> => {
      const statuses = ['confirmed', 'invited', 'deactivated'] as const;
      let counts: Record<(typeof statuses)[number], number>;
      if (emailSearch) {
        const found = (page?.people ?? []).filter((p) => passes(p, { ...filters, status: 'all' }));
        counts = {
          confirmed: found.filter((p) => p.status === 'confirmed').length,
          invited: found.filter((p) => p.status === 'invited').length,
          deactivated: found.filter((p) => p.status === 'deactivated').length,
        };
      } else {
        const each = await Promise.all(
          statuses.map(async (status) => {
            const perGroup = await Promise.all(
              sorted.map((group) => countMatching(groupPeopleCountQuery(firestore(), group, { ...filters, status }))),
            );
            return perGroup.reduce((a, b) => a + b, 0);
          }),
        );
        counts = { confirmed: each[0]!, invited: each[1]!, deactivated: each[2]! };
      }
      return { ...counts, all: counts.confirmed + counts.invited + counts.deactivated };
    },
  });
}

/** The status filter's counts refreshed when the shown page changes (a live change may move them). */
export function usePeopleCountsRefresh(page: PeoplePage | undefined) {
  const client = useQueryClient();
  const signature = page?.people.map((p) => `${p.id}:${p.status}:${p.role}:${p.current_cohort}`).join(',') ?? '';
  useEffect(() => {
    if (signature) void client.invalidateQueries({ queryKey: ['people-counts'] });
  }, [client, signature]);
}

/** One person by id, live (a profile opened by its link, whether or not the page shows them). */
export function usePerson(id: string | null): LiveResult<User | null> {
  const result = useLiveDocuments(id ? `person:${id}` : null, () => [personRef(firestore(), id!)]);
  if (result.status !== 'success') return result;
  return { status: 'success', data: result.data[0] ?? null, error: undefined };
}

/** How many confirmed peers are in a cohort now (the graduation dialog says who moves). */
export function useConfirmedPeersCount(group: string | null, cohort: string | null) {
  return useQuery({
    queryKey: ['people-counts', 'graduation', group, cohort],
    enabled: group !== null && cohort !== null,
    queryFn: () =>
      countMatching(
        groupPeopleCountQuery(firestore(), group!, { role: 'peer', status: 'confirmed', cohort: cohort!, search: '' }),
      ),
  });
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
