/**
 * Participants' progress, live from activities/{uid} (kept by the attendance trigger): certificate
 * counts and each attendance status by event id. A marked attendance moves an open page's
 * percentage and event colour within a second.
 */
import type { AttendanceRecord, ParticipantActivities } from '@peer-coaching/domain';
import { useMemo, useState } from 'react';
import {
  cohortActivitiesQuery,
  firestore,
  ownRecentAttendanceQuery,
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

/** Marks made this long before the page opened are already in the activities document. */
const RECENT_MARKS_MS = 10 * 60_000;

/**
 * One participant's document; null data when they have no recorded activity yet. Its attendance
 * map carries the marks made while the page is open as soon as Firestore delivers them: their
 * records are listened to and laid over the map, which the trigger updates a moment later (a
 * mark written straight from the roster does not wait for the trigger to show).
 */
export function useParticipantActivities(userId: string | null): LiveResult<ParticipantActivities | null> {
  const [since] = useState(() => new Date(Date.now() - RECENT_MARKS_MS));
  const result = useLiveDocuments(userId && `activities:${userId}`, () => [
    participantActivitiesRef(firestore(), userId!),
  ]);
  const recent = useLiveQueries(userId && `recent-attendance:${userId}`, () => [
    ownRecentAttendanceQuery(firestore(), userId!, since),
  ]);
  const recentRecords = recent.status === 'success' ? recent.data : null;
  const document = result.status === 'success' ? (result.data[0] ?? null) : null;
  const data = useMemo(() => withRecentMarks(document, recentRecords ?? []), [document, recentRecords]);
  return result.status === 'success' ? { ...result, data } : result;
}

/** The document with each recent record's status in its map (a record is newer than the map). */
export function withRecentMarks(
  activities: ParticipantActivities | null,
  recent: readonly Pick<AttendanceRecord, 'event_id' | 'status'>[],
): ParticipantActivities | null {
  if (!activities || recent.length === 0) return activities;
  const attendance = { ...activities.attendance };
  for (const record of recent) attendance[record.event_id] = record.status;
  return { ...activities, attendance };
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
