import { type CalendarEvent, dayjs, DISPLAY_TIMEZONE, inDisplayZone, sortByStart } from '@peer-coaching/domain';

type Timed = Pick<CalendarEvent, 'start_date' | 'end_date'>;

/** How many of the next events the dashboard lists. */
export const UPCOMING_EVENTS_SHOWN = 5;

/** The next events that have not ended yet, by start: what staff prepare for next. */
export function nextEvents<E extends Timed>(events: readonly E[], now: Date, limit = UPCOMING_EVENTS_SHOWN): E[] {
  const t = now.getTime();
  return sortByStart(events.filter((event) => event.end_date.getTime() > t)).slice(0, limit);
}

/**
 * How many events start from now until the same time `days` calendar days later in New York
 * (so a daylight-saving change inside the period does not shift the cut-off by an hour).
 */
export function countStartingWithin(events: readonly Timed[], now: Date, days: number): number {
  const from = now.getTime();
  // dayjs keeps the UTC offset when adding to a zoned date, so re-read the New York wall time.
  const wallClock = inDisplayZone(now).add(days, 'day').format('YYYY-MM-DDTHH:mm:ss');
  const until = dayjs.tz(wallClock, DISPLAY_TIMEZONE).valueOf();
  return events.filter((event) => {
    const start = event.start_date.getTime();
    return start >= from && start < until;
  }).length;
}
