/**
 * What the roster of one event shows, live: the event's attendance records and apologies
 * (Firestore listeners, so another facilitator's mark and a peer's check-in appear at once), the
 * peers of its cohorts (the users API, cached and shared with the people feature), and their
 * activities documents (each peer's attendance map, for absence patterns).
 */
import type { Apology, AttendanceRecord, ParticipantActivities, User } from '@peer-coaching/domain';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import {
  cohortActivitiesQuery,
  eventApologiesQuery,
  eventAttendanceQuery,
  firestore,
  useLiveQueries,
  type LiveResult,
} from '../../../lib/live.ts';
import { peopleKeys } from '../../people/index.ts';

/** Every attendance record of the event (null: nothing to listen to). */
export function useEventAttendance(group: string | null, eventId: string | null): LiveResult<AttendanceRecord[]> {
  return useLiveQueries(group && eventId ? `attendance:${group}/${eventId}` : null, () => [
    eventAttendanceQuery(firestore(), group!, eventId!),
  ]);
}

/** Every apology sent for the event. */
export function useEventApologies(group: string | null, eventId: string | null): LiveResult<Apology[]> {
  return useLiveQueries(group && eventId ? `apologies:${group}/${eventId}` : null, () => [
    eventApologiesQuery(firestore(), group!, eventId!),
  ]);
}

/** The activities documents of the peers of several cohorts of one group. */
export function useCohortsActivities(
  group: string | null,
  cohorts: readonly string[],
): LiveResult<ParticipantActivities[]> {
  const key = group && cohorts.length > 0 ? `activities:${group}/${[...cohorts].sort().join(',')}` : null;
  return useLiveQueries(key, () => cohorts.map((cohort) => cohortActivitiesQuery(firestore(), group!, cohort)));
}

export interface PeersResult {
  data: User[];
  isPending: boolean;
  isError: boolean;
}

/** The peers of each cohort (one cached query per cohort, as the dashboard asks for them). */
export function useCohortsPeers(cohorts: readonly string[]): PeersResult {
  return useQueries({
    queries: cohorts.map((cohort) => ({
      queryKey: peopleKeys.cohort(cohort),
      queryFn: async () => (await api.users({ query: { cohort } })).users,
    })),
    combine: (results) => ({
      data: results.flatMap((r) => r.data ?? []),
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
    }),
  });
}
