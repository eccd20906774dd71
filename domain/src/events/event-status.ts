/**
 * The peer event status by name, as pages show it and tests read it (`data-status`), and the
 * instants at which it changes. The web's event-status machine (one actor per shown event) waits
 * for exactly these instants; `peerEventState` (events.ts) is the rule they come from.
 */
import { ABSENCE_GRACE_HOURS, ORANGE_WINDOW_AFTER_END_HOURS } from '../constants.ts';
import { peerEventState, type EventColor } from './events.ts';
import type { AttendanceStatus, CalendarEvent } from '../model.ts';

/** attended (blue), absent (red), in-progress (orange), registered (green), deadline (yellow), other (grey). */
export const PEER_EVENT_STATUSES = ['attended', 'absent', 'in-progress', 'registered', 'deadline', 'other'] as const;
export type PeerEventStatusName = (typeof PEER_EVENT_STATUSES)[number];

export const COLOR_OF_STATUS: Record<PeerEventStatusName, EventColor> = {
  attended: 'blue',
  absent: 'red',
  'in-progress': 'orange',
  registered: 'green',
  deadline: 'yellow',
  other: 'grey',
};

const HOUR_MS = 60 * 60 * 1000;
type Timed = Pick<CalendarEvent, 'type' | 'start_date' | 'end_date'>;

/** The status name of section 4's rule for (event, the peer's record status, now). */
export function peerEventStatusName(event: Timed, record: AttendanceStatus | null, now: Date): PeerEventStatusName {
  const state = peerEventState(event, record ? { status: record } : undefined, now);
  if (state.status === null) return event.type === 'deadline' ? 'deadline' : 'other';
  if (state.status === 'registered' && state.color === 'orange') return 'in-progress';
  return state.status;
}

/** The instants at which a registration's colour may change (section 4's boundaries). */
export function statusBoundaries(event: Pick<CalendarEvent, 'start_date' | 'end_date'>) {
  const end = event.end_date.getTime();
  return {
    /** Orange from just after the start ... */
    start: event.start_date.getTime(),
    /** ... until end + 1 hour (green again at that instant) ... */
    windowEnd: end + ORANGE_WINDOW_AFTER_END_HOURS * HOUR_MS,
    /** ... and absent (red) once end + 24 hours has passed. */
    graceEnd: end + ABSENCE_GRACE_HOURS * HOUR_MS,
  };
}

/**
 * The first instant after `now` at which `peerEventStatusName` gives another answer, or null when
 * it never will (attended, no record). The comparisons of section 4 are strict, so the status
 * changes 1 ms after the start and after end + 24 h, and exactly at end + 1 h.
 */
export function nextStatusChange(event: Timed, record: AttendanceStatus | null, now: Date): Date | null {
  if (record !== 'registered') return null;
  const t = now.getTime();
  const { start, windowEnd, graceEnd } = statusBoundaries(event);
  // In time order: for an event whose dates are out of order (start after end + 1 h), the start
  // comes after the other boundaries, and the first change must still be found first.
  const candidates = [start + 1, windowEnd, graceEnd + 1].filter((instant) => instant > t).sort((a, b) => a - b);
  for (const instant of candidates) {
    if (peerEventStatusName(event, record, new Date(instant)) !== peerEventStatusName(event, record, now)) {
      return new Date(instant);
    }
  }
  return null;
}
