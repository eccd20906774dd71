/** The session machine's I/O: the identity provider and the bootstrap calls of spec section 7. */
import type { Cohort, EngagementRequirements, User } from '@peer-coaching/domain';
import { fromCallback, fromPromise } from 'xstate';
import { api } from '../../../lib/api.ts';
import { watchAuthUser } from '../../../lib/auth.ts';
import { clearOfflineMemos, isUnreachable, withOfflineMemo } from '../../../lib/offline-memo.ts';
import type { GroupWithCohorts, SessionEvent } from '../../auth/index.ts';

export const sessionActors = {
  watchAuth: fromCallback<SessionEvent>(({ sendBack }) =>
    watchAuthUser((person) => {
      if (!person) clearOfflineMemos();
      sendBack({
        type: 'AUTH_CHANGED',
        person: person && {
          uid: person.uid,
          metadata: { creationTime: person.metadata.creationTime, lastSignInTime: person.metadata.lastSignInTime },
        },
      });
    }),
  ),
  // Offline (docs/surveys.md), the login is not recorded and the last answers stand in.
  recordLogin: fromPromise<{ value?: unknown } | null, { id: string }>(({ input }) =>
    api
      .userInfo({ body: { id: input.id, key: 'last_login', value: new Date().toISOString() } })
      .catch((error: unknown) => {
        if (!isUnreachable(error)) throw error;
        return null;
      }),
  ),
  fetchUser: fromPromise<User, { id: string }>(({ input }) =>
    withOfflineMemo(`user:${input.id}`, () => api.user({ query: { id: input.id } })),
  ),
  fetchGroups: fromPromise<GroupWithCohorts[], void>(async () => (await api.groups()).groups),
  fetchCohorts: fromPromise<Cohort[], { groups: string[] }>(
    async ({ input }) => (await api.cohorts({ query: { groups: input.groups } })).cohorts,
  ),
  fetchSharedCohorts: fromPromise<
    { cohorts: string[]; cohort_ids: string[]; user_filter: string },
    { cohort: string; group: string }
  >(({ input }) =>
    withOfflineMemo(`shared-cohorts:${input.group}/${input.cohort}`, () => api.sharedCohorts({ query: input })),
  ),
  fetchRequirements: fromPromise<
    { settings?: { engagement_requirements?: EngagementRequirements } | null },
    { group: string }
  >(({ input }) =>
    withOfflineMemo(`requirements:${input.group}`, () =>
      api.setting({ query: { group: input.group, setting: 'certificate' } }),
    ),
  ),
  saveScope: fromPromise<
    { cohort: string; group: string },
    { id: string; cohort: string; group: string; groupChanged: boolean }
  >(async ({ input }) => {
    // The group first: the cohort must belong to the person's current group.
    if (input.groupChanged) await api.userInfo({ body: { id: input.id, key: 'current_group', value: input.group } });
    await api.userInfo({ body: { id: input.id, key: 'current_cohort', value: input.cohort } });
    return { cohort: input.cohort, group: input.group };
  }),
};

/** Saves the finished tutorial (spec: PUT user_info with key 'tutorial', value true). */
export async function saveTutorialDone(userId: string): Promise<void> {
  await api.userInfo({ body: { id: userId, key: 'tutorial', value: true } });
}
