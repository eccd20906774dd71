import { orange, yellow } from '@mui/material/colors';
import { COLOR_OF_STATUS, type EventColor, type PeerEventStatusName } from '@peer-coaching/domain';

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
 * The status label of one event on a peer's calendar, from the event-status machine's state. A
 * registered (green) event that has already ended is waiting for the facilitator to take
 * attendance; saying "Registered" there would not answer the peer's question "did my attendance
 * count".
 */
export function peerStatusLabel(status: { name: PeerEventStatusName; awaitingAttendance: boolean }): string {
  if (status.name === 'registered' && status.awaitingAttendance) return AWAITING_ATTENDANCE;
  return PEER_EVENT_LABELS[COLOR_OF_STATUS[status.name]];
}
