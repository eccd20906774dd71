/**
 * Participants' progress, live from activities/{uid} (kept by the attendance trigger): certificate
 * counts and each attendance status by event id. A marked attendance moves an open page's
 * percentage and event colour within a second.
 */
import type { AttendanceRecord, ParticipantActivities } from '@peer-coaching/domain';
import {
  cohortActivitiesQuery,
  firestore,
  participantActivitiesRef,
  useLiveDocuments,
  useLiveQueries,
  type LiveResult,
} from '../../../lib/live.ts';

/** The attendance statuses of the document as records the calendar matches by event id. */
export function attendanceRecordsOf(
  activities: Pick<ParticipantActivities, 'attendance'> | null,
): Pick<AttendanceRecord, 'event_id' | 'status'>[] {
  return Object.entries(activities?.attendance ?? {}).map(([event_id, status]) => ({ event_id, status }));
}

/**
 * One participant's document; null data when they have no recorded activity yet. Every mark
 * (roster, API, check-in) writes its entry of the attendance map in the same batch as the record,
 * so this one listener shows a mark as soon as it is committed.
 */
export function useParticipantActivities(userId: string | null): LiveResult<ParticipantActivities | null> {
  const result = useLiveDocuments(userId && `activities:${userId}`, () => [
    participantActivitiesRef(firestore(), userId!),
  ]);
  return result.status === 'success' ? { ...result, data: result.data[0] ?? null } : result;
}

/** Activities of a cohort's peers by user id (counts and attendance map), for staff of its group. */
export function useCohortActivities(
  group: string | null,
  cohort: string | null,
): LiveResult<Record<string, ParticipantActivities>> {
  const key = group && cohort ? `cohort-activities:${group}/${cohort}` : null;
  const result = useLiveQueries(key, () => [cohortActivitiesQuery(firestore(), group!, cohort!)]);
  return result.status === 'success'
    ? { ...result, data: Object.fromEntries(result.data.map((a) => [a.id, a])) }
    : result;
}
