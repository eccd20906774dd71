/**
 * Event colours and the peer event-status lifecycle (spec section 4).
 * `now` is always a parameter: these rules never read the clock.
 */
import { ABSENCE_GRACE_HOURS, ORANGE_WINDOW_AFTER_END_HOURS } from '../constants.ts';
import type { AttendanceRecord, CalendarEvent } from '../model.ts';

export const EVENT_COLORS = ['yellow', 'green', 'grey', 'blue', 'orange', 'red'] as const;
export type EventColor = (typeof EVENT_COLORS)[number];

/** attended, absent (registered but the grace period is over) or registered. */
export type PeerEventStatus = 'attended' | 'absent' | 'registered';

const HOUR_MS = 60 * 60 * 1000;

type Timed = Pick<CalendarEvent, 'type' | 'start_date' | 'end_date'>;

/** Base colour for staff views: yellow deadline, green future start, grey past start. */
export function baseEventColor(event: Timed, now: Date): EventColor {
  if (event.type === 'deadline') return 'yellow';
  return event.start_date.getTime() > now.getTime() ? 'green' : 'grey';
}

export interface PeerEventState {
  status: PeerEventStatus | null;
  color: EventColor;
}

/**
 * A peer's status and colour for one event, from the peer's own attendance record for it.
 * - attended: blue
 * - registered, and end + 24 h has passed: absent, red
 * - registered, start has passed and end + 1 h is still ahead: orange
 * - registered otherwise: green
 * - no record: yellow for a deadline, grey for anything else
 */
export function peerEventState(
  event: Timed,
  record: Pick<AttendanceRecord, 'status'> | undefined,
  now: Date,
): PeerEventState {
  const t = now.getTime();
  if (!record) return { status: null, color: event.type === 'deadline' ? 'yellow' : 'grey' };
  if (record.status === 'attended') return { status: 'attended', color: 'blue' };
  const start = event.start_date.getTime();
  const end = event.end_date.getTime();
  if (end + ABSENCE_GRACE_HOURS * HOUR_MS < t) return { status: 'absent', color: 'red' };
  if (start < t && end + ORANGE_WINDOW_AFTER_END_HOURS * HOUR_MS > t) return { status: 'registered', color: 'orange' };
  return { status: 'registered', color: 'green' };
}

export type PeerCalendarEvent<E extends Timed & Pick<CalendarEvent, 'id'>> = E & PeerEventState;

/**
 * A peer's calendar: each event with its status and colour, keeping only events that end in
 * the future or carry a status, sorted by start date ascending.
 */
export function peerCalendar<E extends Timed & Pick<CalendarEvent, 'id'>>(
  events: readonly E[],
  records: readonly Pick<AttendanceRecord, 'event_id' | 'status'>[],
  now: Date,
): PeerCalendarEvent<E>[] {
  const byEvent = new Map(records.map((r) => [r.event_id, r]));
  return sortByStart(
    events
      .map((event) => ({ ...event, ...peerEventState(event, byEvent.get(event.id), now) }))
      .filter((event) => event.status !== null || event.end_date.getTime() > now.getTime()),
  );
}

/** Sorted copy by start_date ascending (ties keep their order). */
export function sortByStart<E extends Pick<CalendarEvent, 'start_date'>>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => a.start_date.getTime() - b.start_date.getTime());
}
