/**
 * Participants' progress, live from activities/{uid} (kept by the attendance trigger): certificate
 * counts and each attendance status by event id. A marked attendance moves an open page's
 * percentage and event colour within a second.
 */
import type { AttendanceRecord, ParticipantActivities } from '@peer-coaching/domain';
import { firestore, participantActivitiesRef, useLiveDocuments, type LiveResult } from '../../../lib/live.ts';

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
