import type { CalendarEvent, PeerEventStatusName } from '@peer-coaching/domain';

type Sectioned = Pick<CalendarEvent, 'id' | 'start_date' | 'end_date'>;

/** The statuses that come from a record: section 4 keeps such an event whatever its dates. */
const CARRIES_A_STATUS: ReadonlySet<PeerEventStatusName> = new Set(['attended', 'absent', 'in-progress', 'registered']);

export interface CalendarSections<E> {
  /** Still ahead or in progress, soonest first. */
  upcoming: E[];
  /** Already over, most recent first. */
  recent: E[];
}

export const UPCOMING_LIMIT = 5;
export const RECENT_LIMIT = 3;

/**
 * The events of a peer's calendar (section 4): those that end in the future or carry a status,
 * in the order given (sorted by start). `statusOf` is the event-status machine's answer.
 */
export function shownOnPeerCalendar<E extends Sectioned>(
  events: readonly E[],
  statusOf: (id: string) => PeerEventStatusName | undefined,
  now: Date,
): E[] {
  return events.filter((event) => {
    const status = statusOf(event.id);
    return (status !== undefined && CARRIES_A_STATUS.has(status)) || event.end_date.getTime() > now.getTime();
  });
}

/**
 * Splits a peer's calendar (sorted by start) into what is next and what just happened. An event
 * in progress stays in "upcoming" for the hour after its end, while it is still orange.
 */
export function splitPeerCalendar<E extends Sectioned>(
  calendar: readonly E[],
  statusOf: (id: string) => PeerEventStatusName | undefined,
  now: Date,
  limits = { upcoming: UPCOMING_LIMIT, recent: RECENT_LIMIT },
): CalendarSections<E> {
  const upcoming: E[] = [];
  const past: E[] = [];
  for (const event of calendar) {
    const inProgressOrAhead = event.end_date.getTime() > now.getTime() || statusOf(event.id) === 'in-progress';
    (inProgressOrAhead ? upcoming : past).push(event);
  }
  return { upcoming: upcoming.slice(0, limits.upcoming), recent: past.reverse().slice(0, limits.recent) };
}

/** The calendar view with one event's details open: `/?view=calendar&event=<id>`. */
export function eventDetailsHref(calendarHref: string, eventId: string): string {
  const url = new URL(calendarHref, 'http://app.invalid');
  url.searchParams.set('event', eventId);
  return `${url.pathname}${url.search}`;
}
