import { orange, yellow } from '@mui/material/colors';
import type { CalendarEvent, EventColor, PeerEventState } from '@peer-coaching/domain';

/**
 * The colour of each domain event colour on screen, as `sx` colour values. Theme tokens follow the
 * light and dark schemes. Yellow and orange are fixed shades: MUI has no yellow token, and the
 * dark theme's warning orange is too close to yellow to tell apart. Colour is never the only
 * signal: every row also shows a text label.
 */
export const EVENT_SWATCHES: Record<EventColor, string> = {
  yellow: yellow[700],
  green: 'success.main',
  grey: 'grey.500',
  blue: 'info.main',
  orange: orange[800],
  red: 'error.main',
};

/** What each colour of a peer's calendar means (spec section 4), in the peer's words. */
export const PEER_EVENT_LABELS: Record<EventColor, string> = {
  blue: 'Attended',
  red: 'Absent',
  orange: 'Happening now',
  green: 'Registered',
  yellow: 'Deadline',
  grey: 'Not registered',
};

/**
 * Base colours for staff (yellow deadline, green future start, grey past start). The other
 * colours never come out of `baseEventColor`; they keep the peer wording for completeness.
 */
export const BASE_EVENT_LABELS: Record<EventColor, string> = {
  ...PEER_EVENT_LABELS,
  green: 'Upcoming',
  grey: 'Started',
};

export const AWAITING_ATTENDANCE = 'Awaiting attendance';

/**
 * The status label of one event on a peer's calendar. A registered (green) event that has already
 * ended is waiting for the facilitator to take attendance; saying "Registered" there would not
 * answer the peer's question "did my attendance count".
 */
export function peerEventLabel(event: Pick<CalendarEvent, 'end_date'> & PeerEventState, now: Date): string {
  if (event.color === 'green' && event.end_date.getTime() <= now.getTime()) return AWAITING_ATTENDANCE;
  return PEER_EVENT_LABELS[event.color];
}
