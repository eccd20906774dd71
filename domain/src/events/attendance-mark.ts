/**
 * Who an attendance mark is for: the API (check-in, PUT /api/facilitator/attendance) and the
 * roster's direct writes build the same record, and the security rules check the same things.
 */
import { isStaff, sharedCohortIds } from '../people/access.ts';
import { attendanceId } from '../collections/paths.ts';
import type { AttendanceRecord, AttendanceStatus, CalendarEvent, User } from '../model.ts';

/**
 * The cohort a peer comes to an event with: their current cohort when the event is for it, else
 * the first of their shared cohorts (the alumni cohort included) that it is for; null when the
 * person is not a peer of the event's cohorts.
 */
export function peerCohortOf(
  person: Pick<User, 'role' | 'cohort_list' | 'current_cohort' | 'alumni_community'>,
  event: Pick<CalendarEvent, 'cohorts'>,
): string | null {
  if (isStaff(person)) return null;
  const shared = sharedCohortIds(person).filter((c) => event.cohorts.includes(c));
  if (person.current_cohort && shared.includes(person.current_cohort)) return person.current_cohort;
  return shared[0] ?? null;
}

/** A mark's record without its time (the writer sets updated_at: its clock, or the server's). */
export function attendanceMark(
  event: Pick<CalendarEvent, 'id' | 'group' | 'activity'>,
  userId: string,
  cohort: string,
  status: AttendanceStatus,
): Omit<AttendanceRecord, 'updated_at'> {
  return {
    id: attendanceId(event.id, userId),
    event_id: event.id,
    user_id: userId,
    group: event.group,
    cohort,
    status,
    activity: event.activity,
  };
}
