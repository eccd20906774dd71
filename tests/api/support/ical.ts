/** iCalendar read back with a real parser (ical.js), time zones resolved from the file's VTIMEZONE. */
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
  start: Date;
  /** Null when the file has no DTEND (a deadline: an instant). */
  end: Date | null;
  tzid: string | null;
  transparency: string | null;
}

export function parseCalendar(text: string): { name: string | null; timezones: string[]; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of timezones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const value = (name: string) => {
      const found = vevent.getFirstPropertyValue(name);
      return found === null || found === undefined ? null : String(found);
    };
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location ?? null,
      description: event.description ?? null,
      url: value('url'),
      start: event.startDate.toJSDate(),
      end: vevent.hasProperty('dtend') ? event.endDate.toJSDate() : null,
      tzid: (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
      transparency: value('transp'),
    };
  });
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname') as string | null,
    timezones: timezones.map((z) => String(z.getFirstPropertyValue('tzid'))),
    events,
  };
}
