/**
 * Staff views of a cohort's events (the /event page): the spec's filter (default 'future'), and
 * absence patterns: peers whose latest registrations ran out absent, one after another.
 */
import { peerEventStatusName } from './event-status.ts';
import { sortByStart } from './events.ts';
import type { AttendanceStatus, CalendarEvent } from '../model.ts';

export const EVENT_FILTERS = ['future', 'past', 'all'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

/**
 * 'future': events not over yet (a session in progress is still "future" for the staff who run
 * it), soonest first; 'past': events that have ended, most recent first; 'all': by start.
 */
export function filterStaffEvents<E extends Pick<CalendarEvent, 'start_date' | 'end_date'>>(
  events: readonly E[],
  filter: EventFilter,
  now: Date,
): E[] {
  const t = now.getTime();
  const sorted = sortByStart(events);
  if (filter === 'all') return sorted;
  if (filter === 'future') return sorted.filter((e) => e.end_date.getTime() > t);
  return sorted.filter((e) => e.end_date.getTime() <= t).reverse();
}

/** Flag a peer on the roster and the dashboard from this many absences in a row. */
export const ABSENCE_STREAK_FLAG = 2;

/**
 * How many of a peer's most recent settled registrations were missed in a row: over the events
 * the peer has a record for whose outcome is known (attended, or absent once end + 24 h has
 * passed), newest first, the absences before the first attendance. Events still ahead or within
 * their grace period do not break or extend a streak.
 */
export function currentAbsenceStreak(
  events: readonly Pick<CalendarEvent, 'id' | 'type' | 'start_date' | 'end_date'>[],
  statusByEvent: Readonly<Record<string, AttendanceStatus>>,
  now: Date,
): number {
  let streak = 0;
  for (const event of sortByStart(events).reverse()) {
    const record = statusByEvent[event.id] ?? null;
    if (record === null) continue;
    const status = peerEventStatusName(event, record, now);
    if (status === 'attended') break;
    if (status === 'absent') streak += 1;
  }
  return streak;
}
