import type { CalendarEvent } from '@peer-coaching/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventFile, feedFile } from './ics.ts';

const event = (id: string, start: string, end: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  title: `Title ${id}`,
  description: 'Line one\nLine two, with a comma; and a semicolon',
  location: 'Room 2',
  type: 'other',
  kind: 'workshop',
  activity: null,
  group: 'mgh',
  cohorts: ['mgh-a'],
  start_date: new Date(start),
  end_date: new Date(end),
  ...extra,
});

const options = { name: 'Peer Coaching', url: 'http://localhost:5000/', now: new Date('2026-11-01T12:00:00Z') };

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((v) => ({ vevent: v, event: new ICAL.Event(v) }));
}

describe('calendar files', () => {
  it('write New York wall time that a parser reads back as the same instants, on both sides of DST', () => {
    for (const [start, end, wall] of [
      ['2026-10-31T14:00:00Z', '2026-10-31T15:00:00Z', '20261031T100000'], // EDT, the day before the fall back
      ['2026-11-02T15:00:00Z', '2026-11-02T16:00:00Z', '20261102T100000'], // EST, the day after
      ['2027-03-13T15:00:00Z', '2027-03-13T16:00:00Z', '20270313T100000'], // EST, before the spring forward
      ['2027-03-14T14:00:00Z', '2027-03-14T15:00:00Z', '20270314T100000'], // EDT, after it
    ] as const) {
      const text = eventFile(event('e', start, end), options);
      expect(text).toContain(`DTSTART;TZID=America/New_York:${wall}`);
      const parsed = parse(text)[0]?.event;
      expect(parsed?.startDate.toJSDate()).toEqual(new Date(start));
      expect(parsed?.endDate.toJSDate()).toEqual(new Date(end));
    }
  });

  it('keep the text fields and the app link, and write DTSTAMP in UTC', () => {
    const text = eventFile(event('e', '2027-01-05T14:00:00Z', '2027-01-05T15:00:00Z'), options);
    const [{ event: parsed, vevent } = { event: undefined, vevent: undefined }] = parse(text);
    expect(parsed?.summary).toBe('Title e');
    expect(parsed?.description).toBe('Line one\nLine two, with a comma; and a semicolon');
    expect(parsed?.location).toBe('Room 2');
    expect(parsed?.uid).toBe('e@peer-coaching');
    expect(vevent?.getFirstPropertyValue('url')).toBe('http://localhost:5000/');
    expect(text).toMatch(/\r\nDTSTAMP:20261101T120000Z\r\n/);
  });

  it('write a deadline as an instant without DTEND, free', () => {
    const at = '2027-01-05T04:59:00Z';
    const text = eventFile(event('d', at, at, { type: 'deadline', kind: 'deadline' }), options);
    expect(text).not.toContain('DTEND');
    expect(text).toContain('TRANSP:TRANSPARENT');
    expect(parse(text)[0]?.event.startDate.toJSDate()).toEqual(new Date(at));
  });

  it("note a peer's own status in the feed's summaries", () => {
    const now = new Date('2027-02-10T12:00:00Z');
    const past = event('past', '2027-02-01T14:00:00Z', '2027-02-01T15:00:00Z');
    const missed = event('missed', '2027-02-02T14:00:00Z', '2027-02-02T15:00:00Z');
    const ahead = event('ahead', '2027-03-01T14:00:00Z', '2027-03-01T15:00:00Z');
    const plain = event('plain', '2027-03-02T14:00:00Z', '2027-03-02T15:00:00Z');
    const text = feedFile(
      [past, missed, ahead, plain],
      { ...options, now, refreshSeconds: 3600 },
      new Map([
        ['past', { record: 'attended' as const, apologised: false }],
        ['missed', { record: 'registered' as const, apologised: false }],
        ['ahead', { record: 'registered' as const, apologised: true }],
      ]),
    );
    expect(parse(text).map((e) => e.event.summary)).toEqual([
      'Title past (attended)',
      'Title missed (absent)',
      'Title ahead (apology sent)',
      'Title plain',
    ]);
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  });
});
