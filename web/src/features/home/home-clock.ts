/**
 * When the home must look at the clock again. Event colours follow their own actors (the
 * event-status machine); what is left depends on the time directly: which events are listed and
 * under which heading (an event's end), which timed announcements show (their window), and the
 * greeting (noon and 6 PM in New York). The home sets one timer to the first of these instants.
 */
import { CHECK_IN, type Announcement, type CalendarEvent } from '@peer-coaching/domain';
import { salutationAt } from '../../components/greeting.ts';

const HOUR_MS = 3_600_000;

/**
 * The first instant after `now` at which the greeting changes. New York's offsets from UTC are
 * whole hours, so the salutation can only change on an hour of UTC; walking the hours ahead
 * (at most a day) stays right across daylight-saving changes.
 */
export function nextSalutationChange(now: Date): number {
  const current = salutationAt(now);
  let hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
  for (let i = 0; i < 25 && salutationAt(new Date(hour)) === current; i += 1) hour += HOUR_MS;
  return hour;
}

/**
 * Instants at which `end_date > now` (kept on the calendar, listed as upcoming) turns false, and
 * at which an event's check-in closes (end + 1 hour): it then no longer counts as left for the
 * certificate prediction (domain remainingEvents).
 */
const eventEnds = (events: readonly Pick<CalendarEvent, 'end_date'>[]) =>
  events.flatMap((e) => [e.end_date.getTime(), e.end_date.getTime() + CHECK_IN.closesAfterEndMs]);

/**
 * A timed announcement shows while start <= now <= end (domain announcementStatus): from its start,
 * and until 1 ms after its end.
 */
function announcementBounds(announcements: readonly Pick<Announcement, 'display' | 'start_date' | 'end_date'>[]) {
  return announcements.flatMap((a) =>
    a.display === 'timed' && a.start_date && a.end_date ? [a.start_date.getTime(), a.end_date.getTime() + 1] : [],
  );
}

/** The first instant after `now` at which something on the home changes with time alone. */
export function nextHomeChange(
  now: Date,
  events: readonly Pick<CalendarEvent, 'end_date'>[],
  announcements: readonly Pick<Announcement, 'display' | 'start_date' | 'end_date'>[],
): number {
  const t = now.getTime();
  let next = nextSalutationChange(now);
  for (const instant of [...eventEnds(events), ...announcementBounds(announcements)]) {
    if (instant > t && instant < next) next = instant;
  }
  return next;
}
