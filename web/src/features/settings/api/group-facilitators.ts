/**
 * Who runs a group (docs/settings.md "Facilitators"): the group's people, live, and the role
 * change through PUT /api/facilitator/users/:id (the same call as /user's edit; admins only).
 */
import type { User } from '@peer-coaching/domain';
import { api } from '../../../lib/api.ts';
import { firestore, groupPeopleQuery, useLiveQueries } from '../../../lib/live.ts';

export function useGroupPeople(group: string) {
  return useLiveQueries<User>(`group-people:${group}`, () => [groupPeopleQuery(firestore(), group)]);
}

export const setRole = (id: string, role: 'facilitator' | 'peer') => api.updateUser({ params: { id }, body: { role } });
