/**
 * What the roster of one event shows, live: the event's attendance records and apologies
 * (Firestore listeners, so another facilitator's mark and a peer's check-in appear at once), the
 * peers of its cohorts (the users API, cached and shared with the people feature), their
 * activities documents (each peer's attendance map, for absence patterns) and their cohorts'
 * calendars. However many cohorts the event is for (up to 30, Firestore's limit of an `in`; beyond
 * that one more of each per 30), that is four listeners and one call (docs/events.md, issue 26).
 */
import type { Apology, AttendanceRecord, CalendarEvent, ParticipantActivities, User } from '@peer-coaching/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api.ts';
import {
  cohortsActivitiesQuery,
  eventApologiesQuery,
  eventAttendanceQuery,
  cohortCalendarRef,
  firestore,
  groupCohortCalendarsQuery,
  useLiveDocuments,
  useLiveQueries,
  type LiveResult,
} from '../../../lib/live.ts';
import { mergeCalendars } from '../../events/index.ts';
import { peopleKeys } from '../../people/index.ts';

/** Firestore takes at most 30 values in an `in`. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

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
  const sorted = [...cohorts].sort();
  const key = group && sorted.length > 0 ? `activities:${group}/${sorted.join(',')}` : null;
  return useLiveQueries(key, () => chunks(sorted, 30).map((part) => cohortsActivitiesQuery(firestore(), group!, part)));
}

/**
 * The events of the cohorts (of one group), each event once. One listener whatever their number:
 * the cohort's calendar document for one cohort, the group's calendars (the others left out) for more.
 */
export function useGroupCohortsEvents(group: string | null, cohorts: readonly string[]): LiveResult<CalendarEvent[]> {
  const sorted = [...cohorts].sort();
  const key = group && sorted.length > 0 ? `calendars:${group}/${sorted.join(',')}` : null;
  const one = useLiveDocuments(sorted.length === 1 ? key : null, () => [cohortCalendarRef(firestore(), sorted[0]!)]);
  const many = useLiveQueries(sorted.length > 1 ? key : null, () => [groupCohortCalendarsQuery(firestore(), group!)]);
  const calendars = sorted.length === 1 ? one : many;
  const merged = useMemo(() => {
    if (one.status === 'success' && sorted.length === 1) return mergeCalendars(one.data);
    if (many.status !== 'success') return null;
    const wanted = new Set(sorted);
    return mergeCalendars(many.data.filter((calendar) => wanted.has(calendar.id)));
    // The key names the cohorts; each snapshot is a new result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [one, many]);
  if (calendars.status !== 'success') return calendars;
  return { status: 'success', data: merged ?? [], error: undefined };
}

export interface PeersResult {
  data: User[];
  isPending: boolean;
  isError: boolean;
}

const NO_PEERS: User[] = [];

/**
 * The peers of the event's cohorts in one call (the endpoint takes a list of cohorts), cached
 * under the people keys so a write invalidates it; a one-cohort event shares the dashboard's entry.
 */
export function useCohortsPeers(cohorts: readonly string[]): PeersResult {
  const sorted = [...cohorts].sort();
  const peers = useQuery({
    queryKey: sorted.length === 1 ? peopleKeys.cohort(sorted[0]!) : [...peopleKeys.all, 'cohorts', sorted.join(',')],
    queryFn: async () => (await api.users({ query: { cohort: sorted } })).users,
    enabled: sorted.length > 0,
  });
  return {
    data: peers.data ?? NO_PEERS,
    isPending: sorted.length > 0 && peers.isPending,
    isError: peers.isError,
  };
}
