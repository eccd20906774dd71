/**
 * Who runs a group (docs/settings.md "Facilitators"): the group's facilitators, live (a query for
 * the role, never the whole group), the confirmed participants an admin may add, found by a
 * search on the server (the first 10 by last name, or those whose last name starts with what is
 * typed), and the role change through PUT /api/facilitator/users/:id (the same call as /user's
 * edit; admins only).
 */
import type { User } from '@peer-coaching/domain';
import { api } from '../../../lib/api.ts';
import { firestore, useLiveQueries } from '../../../lib/live.ts';
import { groupFacilitatorsQuery, groupPeoplePageQuery, normalisedPeopleSearch } from '../../../lib/people-queries.ts';

/** How many participants the "Participant to add" list offers at once. */
export const CANDIDATES_SHOWN = 10;

export function useGroupFacilitators(group: string) {
  return useLiveQueries<User>(`group-facilitators:${group}`, () => [groupFacilitatorsQuery(firestore(), group)]);
}

/** Confirmed participants of the group whose last name starts with `search` (any case), at most 10. */
export function useFacilitatorCandidates(group: string, search: string, enabled: boolean) {
  const text = normalisedPeopleSearch(search);
  return useLiveQueries<User>(enabled ? `facilitator-candidates:${group}|${text}` : null, () => [
    groupPeoplePageQuery(
      firestore(),
      group,
      { role: 'peer', status: 'confirmed', cohort: null, search: text },
      CANDIDATES_SHOWN,
    ),
  ]);
}

export const setRole = (id: string, role: 'facilitator' | 'peer') => api.updateUser({ params: { id }, body: { role } });
