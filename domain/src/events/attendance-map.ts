/**
 * activities/{uid}.attendance: each of a person's attendance statuses by event id, derived from
 * their records with the counts (activities.ts), so one live document gives a peer's home both the
 * certificate figure and the colours of their calendar.
 */
import type { AttendanceRecord, AttendanceStatus } from '../model.ts';

export type AttendanceByEvent = Record<string, AttendanceStatus>;

/**
 * The status of each event the records cover. Two records for one event (which the
 * `{event}_{user}` ids rule out, but a manual edit could make) give `attended` if either says so,
 * whatever their order.
 */
export function attendanceByEvent(
  records: readonly Pick<AttendanceRecord, 'event_id' | 'status'>[],
): AttendanceByEvent {
  const statuses: AttendanceByEvent = {};
  for (const { event_id, status } of records) {
    if (statuses[event_id] !== 'attended') statuses[event_id] = status;
  }
  return statuses;
}

/** Whether a stored map (anything read back, or nothing) holds exactly these statuses. */
export function sameAttendanceByEvent(stored: unknown, statuses: AttendanceByEvent): boolean {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return false;
  const storedEntries = Object.entries(stored);
  return (
    storedEntries.length === Object.keys(statuses).length &&
    storedEntries.every(([eventId, status]) => statuses[eventId] === status)
  );
}
