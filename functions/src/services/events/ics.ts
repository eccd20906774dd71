/**
 * iCalendar files (RFC 5545) through ical-generator: one event ("Add to calendar") or a person's
 * subscription feed. Times are written in America/New_York with its VTIMEZONE, so a calendar shows
 * the program's wall time across daylight-saving changes; a deadline (start == end) is an instant
 * without DTEND (RFC 5545 wants DTEND later than DTSTART), marked transparent (not busy).
 */
import {
  DISPLAY_TIMEZONE,
  inDisplayZone,
  peerEventStatusName,
  type AttendanceStatus,
  type CalendarEvent,
} from '@peer-coaching/domain';
import ical, { ICalCalendarMethod, ICalEventTransparency, type ICalCalendar } from 'ical-generator';

/** America/New_York under the US rules in force since 2007. */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'X-LIC-LOCATION:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** What a person's own record says about an event, for the feed's summaries. */
export interface OwnStatus {
  record: AttendanceStatus | null;
  apologised: boolean;
}

export interface CalendarFileOptions {
  name: string;
  /** The app's address, linked from each event. */
  url: string;
  /** A feed: how often calendars should fetch it again. */
  refreshSeconds?: number;
  now: Date;
}

/** The event's UID: stable across downloads and feed refreshes, so calendars update instead of duplicating. */
export const eventUid = (eventId: string) => `${eventId}@peer-coaching`;

function newCalendar({ name, refreshSeconds }: CalendarFileOptions): ICalCalendar {
  const calendar = ical({
    name,
    prodId: { company: 'Peer Coaching', product: 'Calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone name: ical-generator would then write DTSTAMP as local time, which
    // RFC 5545 forbids. Each event names its zone, and the generator adds its VTIMEZONE once.
    timezone: { name: null, generator: (zone) => (zone === DISPLAY_TIMEZONE ? NEW_YORK_VTIMEZONE : null) },
  });
  calendar.x('X-WR-TIMEZONE', DISPLAY_TIMEZONE);
  if (refreshSeconds) calendar.ttl(refreshSeconds);
  return calendar;
}

/** A suffix for the summary when the person's own status is worth seeing in a calendar grid. */
function statusNote(event: CalendarEvent, own: OwnStatus | undefined, now: Date): string {
  if (!own) return '';
  const status = peerEventStatusName(event, own.record, now);
  if (status === 'attended') return ' (attended)';
  if (own.apologised) return ' (apology sent)';
  if (status === 'absent') return ' (absent)';
  return '';
}

function addEvent(calendar: ICalCalendar, event: CalendarEvent, options: CalendarFileOptions, own?: OwnStatus) {
  const deadline = event.type === 'deadline' || event.end_date.getTime() <= event.start_date.getTime();
  calendar.createEvent({
    id: eventUid(event.id),
    start: inDisplayZone(event.start_date),
    end: deadline ? null : inDisplayZone(event.end_date),
    timezone: DISPLAY_TIMEZONE,
    stamp: options.now,
    summary: `${event.title}${statusNote(event, own, options.now)}`,
    location: event.location || null,
    description: event.description || null,
    url: options.url,
    transparency: deadline ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
  });
}

/** A file holding one event. */
export function eventFile(event: CalendarEvent, options: CalendarFileOptions): string {
  const calendar = newCalendar(options);
  addEvent(calendar, event, options);
  return calendar.toString();
}

/** A person's feed: the events, each with the person's own status when `statuses` has one. */
export function feedFile(
  events: readonly CalendarEvent[],
  options: CalendarFileOptions,
  statuses?: ReadonlyMap<string, OwnStatus>,
): string {
  const calendar = newCalendar(options);
  for (const event of events) addEvent(calendar, event, options, statuses?.get(event.id));
  return calendar.toString();
}
