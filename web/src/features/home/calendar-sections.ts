import type { CalendarEvent, PeerEventState } from '@peer-coaching/domain';

type Sectioned = Pick<CalendarEvent, 'end_date'> & PeerEventState;

export interface CalendarSections<E> {
  /** Still ahead or in progress, soonest first. */
  upcoming: E[];
  /** Already over, most recent first. */
  recent: E[];
}

export const UPCOMING_LIMIT = 5;
export const RECENT_LIMIT = 3;

/**
 * Splits a peer's calendar (from `peerCalendar`, sorted by start) into what is next and what just
 * happened. An orange event stays in "upcoming" for the hour after its end, because the domain
 * still calls it in progress then.
 */
export function splitPeerCalendar<E extends Sectioned>(
  calendar: readonly E[],
  now: Date,
  limits = { upcoming: UPCOMING_LIMIT, recent: RECENT_LIMIT },
): CalendarSections<E> {
  const upcoming: E[] = [];
  const past: E[] = [];
  for (const event of calendar) {
    const inProgressOrAhead = event.end_date.getTime() > now.getTime() || event.color === 'orange';
    (inProgressOrAhead ? upcoming : past).push(event);
  }
  return { upcoming: upcoming.slice(0, limits.upcoming), recent: past.reverse().slice(0, limits.recent) };
}
