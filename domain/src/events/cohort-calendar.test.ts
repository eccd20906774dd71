import { describe, expect, it } from 'vitest';
import { buildCohortCalendar, calendarEntry, sameCohortCalendar } from './cohort-calendar.ts';
import type { CalendarEvent } from '../model.ts';

const event = (id: string, start: string, cohorts: string[], extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  title: id,
  description: '',
  location: 'Zoom',
  type: 'other',
  kind: 'check_in',
  activity: 'check_in',
  group: 'mgh',
  cohorts,
  start_date: new Date(start),
  end_date: new Date(start),
  ...extra,
});

const a1 = event('a1', '2026-01-05T17:00:00Z', ['mgh-a']);
const shared = event('shared', '2026-01-03T21:00:00Z', ['mgh-a', 'mgh-b'], { kind: 'office_hours' });
const b1 = event('b1', '2026-01-04T17:00:00Z', ['mgh-b']);
const sameStart = event('a0', '2026-01-05T17:00:00Z', ['mgh-a']);

describe('buildCohortCalendar', () => {
  it("keeps the cohort's events only, sorted by start and then by id", () => {
    const calendar = buildCohortCalendar([a1, b1, shared, sameStart], 'mgh-a', 'mgh');
    expect(calendar.group).toBe('mgh');
    expect(calendar.events.map((e) => e.id)).toEqual(['shared', 'a0', 'a1']);
    expect(calendar.events[0]).toEqual(shared);
  });

  it('gives the same calendar whatever the order and however often an event comes', () => {
    const once = buildCohortCalendar([a1, shared], 'mgh-a', 'mgh');
    expect(buildCohortCalendar([shared, a1, shared, a1], 'mgh-a', 'mgh')).toEqual(once);
  });

  it('is empty for a cohort without events', () => {
    expect(buildCohortCalendar([a1, b1], 'harvard-a', 'harvard')).toEqual({ group: 'harvard', events: [] });
  });

  it('stores only the event fields, and copies the cohorts list', () => {
    const withExtra = { ...a1, order: 3 } as CalendarEvent;
    const [entry] = buildCohortCalendar([withExtra], 'mgh-a', 'mgh').events;
    expect(Object.keys(entry ?? {})).toEqual(Object.keys(calendarEntry(a1)));
    expect(entry?.cohorts).not.toBe(a1.cohorts);
  });
});

describe('sameCohortCalendar', () => {
  const built = buildCohortCalendar([a1, shared], 'mgh-a', 'mgh');

  it('is true for equal content read back, with fields in any order and new Date objects', () => {
    const readBack = {
      events: built.events.map((e) => ({ ...e, end_date: new Date(e.end_date), start_date: new Date(e.start_date) })),
      group: 'mgh',
    };
    expect(sameCohortCalendar(readBack, built)).toBe(true);
  });

  it('is false for any difference: a moved event, a missing one, another group, an older shape', () => {
    const moved = { ...built, events: built.events.map((e) => ({ ...e, start_date: new Date(0) })) };
    expect(sameCohortCalendar(moved, built)).toBe(false);
    expect(sameCohortCalendar({ ...built, events: built.events.slice(1) }, built)).toBe(false);
    expect(sameCohortCalendar({ ...built, group: 'harvard' }, built)).toBe(false);
    expect(sameCohortCalendar({ group: 'mgh' }, built)).toBe(false);
    expect(sameCohortCalendar(null, built)).toBe(false);
    expect(sameCohortCalendar({ group: 'mgh', events: [{ id: 'a1' }] } as never, built)).toBe(false);
  });
});
