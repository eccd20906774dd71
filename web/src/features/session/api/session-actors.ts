/** The session machine's I/O: the identity provider and the API calls of spec section 7. */
import type {
  ActivityCounts,
  Announcement,
  AttendanceRecord,
  CalendarEvent,
  Cohort,
  EngagementRequirements,
  User,
} from '@peer-coaching/domain';
import { fromCallback, fromPromise } from 'xstate';
import { apiGet, apiPut } from '../../../lib/api-client.ts';
import { watchAuthUser } from '../../../lib/auth.ts';
import type { GroupWithCohorts, PeerCalendar, SandboxData, SessionEvent } from '../../auth/machines/session.machine.ts';

const isDate = (value: unknown) => value instanceof Date && !Number.isNaN(value.getTime());

export const sessionActors = {
  watchAuth: fromCallback<SessionEvent>(({ sendBack }) =>
    watchAuthUser((person) =>
      sendBack({
        type: 'AUTH_CHANGED',
        person: person && {
          uid: person.uid,
          metadata: { creationTime: person.metadata.creationTime, lastSignInTime: person.metadata.lastSignInTime },
        },
      }),
    ),
  ),
  recordLogin: fromPromise<unknown, { id: string }>(({ input }) =>
    apiPut('/api/shared/user_info', { id: input.id, key: 'last_login', value: new Date().toISOString() }),
  ),
  fetchUser: fromPromise<User, { id: string }>(({ input }) => apiGet<User>('/api/shared/user', { id: input.id })),
  fetchGroups: fromPromise<GroupWithCohorts[], void>(
    async () => (await apiGet<{ groups: GroupWithCohorts[] }>('/api/admin/groups')).groups,
  ),
  fetchCohorts: fromPromise<Cohort[], { groups: string[] }>(
    async ({ input }) =>
      (await apiGet<{ cohorts: Cohort[] }>('/api/facilitator/cohorts', { groups: input.groups })).cohorts,
  ),
  fetchSharedCohorts: fromPromise<{ cohorts: string[]; user_filter: string }, { cohort: string; group: string }>(
    ({ input }) => apiGet('/api/user/shared_cohorts', input),
  ),
  fetchUsers: fromPromise<User[], { cohort: string }>(
    async ({ input }) => (await apiGet<{ users: User[] }>('/api/facilitator/users', { cohort: input.cohort })).users,
  ),
  fetchSandboxData: fromPromise<SandboxData, void>(() => apiGet<SandboxData>('/api/facilitator/sandbox_data')),
  fetchPeerCalendar: fromPromise<PeerCalendar, { sharedCohorts: string[] }>(async ({ input }) => {
    const [{ events }, { records }] = await Promise.all([
      apiGet<{ events: CalendarEvent[] }>('/api/user/events', { shared_cohorts: input.sharedCohorts }),
      apiGet<{ records: AttendanceRecord[] }>('/api/user/attendance'),
    ]);
    return { events, records };
  }),
  /** Every event needs an id and real start and end instants before the calendar can use it. */
  parseCalendar: fromPromise<PeerCalendar, PeerCalendar>(async ({ input }) => {
    const broken = input.events.find((e) => !e.id || !isDate(e.start_date) || !isDate(e.end_date));
    if (broken) throw new Error(`Event ${broken.id || '(no id)'} has no valid dates`);
    return input;
  }),
  fetchEvents: fromPromise<CalendarEvent[], { sharedCohorts: string[] }>(
    async ({ input }) =>
      (await apiGet<{ events: CalendarEvent[] }>('/api/user/events', { shared_cohorts: input.sharedCohorts })).events,
  ),
  fetchAnnouncements: fromPromise<Announcement[], { sharedCohorts: string[] }>(
    async ({ input }) =>
      (
        await apiGet<{ announcements: Announcement[] }>('/api/user/announcements', {
          shared_cohorts: input.sharedCohorts,
        })
      ).announcements,
  ),
  fetchActivities: fromPromise<ActivityCounts, { id: string }>(({ input }) =>
    apiGet<ActivityCounts>('/api/shared/activities', { id: input.id }),
  ),
  fetchRequirements: fromPromise<
    { settings?: { engagement_requirements?: EngagementRequirements } },
    { group: string }
  >(({ input }) => apiGet('/api/user/setting', { group: input.group, setting: 'certificate' })),
};

/** Saves the finished tutorial (spec: PUT user_info with key 'tutorial', value true). */
export async function saveTutorialDone(userId: string): Promise<void> {
  await apiPut('/api/shared/user_info', { id: userId, key: 'tutorial', value: true });
}
