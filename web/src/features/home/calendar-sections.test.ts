import { peerEventStatusName, type AttendanceStatus, type PeerEventStatusName } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { eventDetailsHref, shownOnPeerCalendar, splitPeerCalendar } from './calendar-sections.ts';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-09T15:00:00Z');

function event(id: string, startHours: number, endHours: number) {
  return {
    id,
    type: 'other' as const,
    start_date: new Date(now.getTime() + startHours * HOUR),
    end_date: new Date(now.getTime() + endHours * HOUR),
  };
}

/** Statuses as the event-status actors give them at `now` (the domain's rule). */
function statusesOf(events: ReturnType<typeof event>[], records: Record<string, AttendanceStatus>) {
  const byId = new Map<string, PeerEventStatusName>(
    events.map((e) => [e.id, peerEventStatusName(e, records[e.id] ?? null, now)]),
  );
  return (id: string) => byId.get(id);
}

function split(events: ReturnType<typeof event>[], attended: string[], limits?: { upcoming: number; recent: number }) {
  const records = Object.fromEntries(
    events.map((e): [string, AttendanceStatus] => [e.id, attended.includes(e.id) ? 'attended' : 'registered']),
  );
  const { upcoming, recent } = splitPeerCalendar(events, statusesOf(events, records), now, limits);
  return { upcoming: upcoming.map((e) => e.id), recent: recent.map((e) => e.id) };
}

describe('shownOnPeerCalendar', () => {
  it('keeps events that end in the future or carry a status (section 4)', () => {
    const events = [event('past-none', -5, -4), event('past-registered', -5, -4), event('ahead-none', 2, 3)];
    const shown = shownOnPeerCalendar(events, statusesOf(events, { 'past-registered': 'registered' }), now);
    expect(shown.map((e) => e.id)).toEqual(['past-registered', 'ahead-none']);
  });

  it('drops an event without a record at the instant it ends', () => {
    const events = [event('ends-now', -1, 0)];
    expect(shownOnPeerCalendar(events, () => 'other', new Date(now.getTime() - 1))).toHaveLength(1);
    expect(shownOnPeerCalendar(events, () => 'other', now)).toHaveLength(0);
  });
});

describe('splitPeerCalendar', () => {
  it('puts future and in-progress events in upcoming, soonest first', () => {
    expect(split([event('now', -0.5, 0.5), event('soon', 2, 3), event('later', 48, 49)], [])).toEqual({
      upcoming: ['now', 'soon', 'later'],
      recent: [],
    });
  });

  it('keeps an event in upcoming during the hour after its end, while it is still in progress', () => {
    expect(split([event('just-ended', -2, -0.5)], []).upcoming).toEqual(['just-ended']);
  });

  it('puts past events in recent, most recent first', () => {
    expect(split([event('old', -100, -99), event('newer', -50, -49), event('next', 5, 6)], ['old'])).toEqual({
      upcoming: ['next'],
      recent: ['newer', 'old'],
    });
  });

  it('limits both lists', () => {
    const events = [-5, -4, -3, -2, 2, 3, 4].map((d) => event(`e${d}`, d * 24, d * 24 + 1));
    expect(split(events, [], { upcoming: 2, recent: 1 })).toEqual({ upcoming: ['e2', 'e3'], recent: ['e-2'] });
  });

  it('shows at most five upcoming and three recent events by default', () => {
    const events = Array.from({ length: 10 }, (_, i) => event(`e${i}`, (i - 5) * 24, (i - 5) * 24 + 1));
    const result = split(events, []);
    expect(result.upcoming).toHaveLength(5);
    expect(result.recent).toEqual(['e4', 'e3', 'e2']);
  });
});

describe('eventDetailsHref', () => {
  it("adds the event to the calendar view's address, encoded", () => {
    expect(eventDetailsHref('/?view=calendar', 'abc')).toBe('/?view=calendar&event=abc');
    expect(eventDetailsHref('/?view=calendar', 'a&b c')).toBe('/?view=calendar&event=a%26b+c');
  });
});
