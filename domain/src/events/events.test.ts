/**
 * Spec section 4, event colours and the peer event status, case by case. Every instant is built
 * from an ISO string with an offset and moved in milliseconds, so nothing depends on the zone of
 * the machine (the unit suite also runs under TZ=UTC and TZ=America/Los_Angeles).
 */
import { describe, expect, it } from 'vitest';
import { ABSENCE_GRACE_HOURS, ORANGE_WINDOW_AFTER_END_HOURS } from '../constants.ts';
import { baseEventColor, peerCalendar, peerEventState, sortByStart, type PeerEventState } from './events.ts';
import type { AttendanceStatus } from '../model.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** A 90-minute session on a Tuesday evening in New York. */
const start = new Date('2026-04-14T18:00:00-04:00');
const end = new Date('2026-04-14T19:30:00-04:00');
const session = { type: 'other' as const, start_date: start, end_date: end };
/** A deadline: one instant, start and end alike. */
const due = new Date('2026-04-17T23:59:00-04:00');
const deadline = { type: 'deadline' as const, start_date: due, end_date: due };

const windowEnd = (event: { end_date: Date }) => plus(event.end_date, ORANGE_WINDOW_AFTER_END_HOURS * HOUR);
const graceEnd = (event: { end_date: Date }) => plus(event.end_date, ABSENCE_GRACE_HOURS * HOUR);

const registered = { status: 'registered' as const };
const attended = { status: 'attended' as const };

/** The instants that matter for an event: each boundary, one millisecond either side, and far away. */
function instantsAround(event: { start_date: Date; end_date: Date }) {
  return {
    'a week before the start': plus(event.start_date, -7 * DAY),
    'start - 1 ms': plus(event.start_date, -1),
    'exactly the start': event.start_date,
    'start + 1 ms': plus(event.start_date, 1),
    'exactly the end': event.end_date,
    'end + 1 h - 1 ms': plus(windowEnd(event), -1),
    'exactly end + 1 h': windowEnd(event),
    'end + 1 h + 1 ms': plus(windowEnd(event), 1),
    'end + 24 h - 1 ms': plus(graceEnd(event), -1),
    'exactly end + 24 h': graceEnd(event),
    'end + 24 h + 1 ms': plus(graceEnd(event), 1),
    'a month after the end': plus(event.end_date, 30 * DAY),
  } as const;
}
type Moment = keyof ReturnType<typeof instantsAround>;

describe('constants of section 4', () => {
  it('are one hour for the orange window and 24 hours for the grace period', () => {
    expect(ORANGE_WINDOW_AFTER_END_HOURS).toBe(1);
    expect(ABSENCE_GRACE_HOURS).toBe(24);
  });
});

describe('baseEventColor', () => {
  const now = new Date('2026-04-14T18:00:00-04:00');
  it.each([
    ['a deadline a week ahead', 'deadline', 7 * DAY, 'yellow'],
    ['a deadline due now', 'deadline', 0, 'yellow'],
    ['a deadline a week past', 'deadline', -7 * DAY, 'yellow'],
    ['an event starting in a week', 'other', 7 * DAY, 'green'],
    ['an event starting in 1 ms', 'other', 1, 'green'],
    ['an event starting exactly now (no longer in the future)', 'other', 0, 'grey'],
    ['an event that started 1 ms ago', 'other', -1, 'grey'],
    ['an event in progress', 'other', -HOUR, 'grey'],
    ['an event a week past', 'other', -7 * DAY, 'grey'],
  ] as const)('%s: %s, %s ms from now, is %s', (_, type, startMs, color) => {
    const event = { type, start_date: plus(now, startMs), end_date: plus(now, startMs + 2 * HOUR) };
    expect(baseEventColor(event, now)).toBe(color);
  });
});

describe('peerEventState of a registered peer, at each boundary of section 4', () => {
  const instants = instantsAround(session);
  it.each<{ at: Moment } & PeerEventState>([
    { at: 'a week before the start', status: 'registered', color: 'green' },
    { at: 'start - 1 ms', status: 'registered', color: 'green' },
    { at: 'exactly the start', status: 'registered', color: 'green' },
    { at: 'start + 1 ms', status: 'registered', color: 'orange' },
    { at: 'exactly the end', status: 'registered', color: 'orange' },
    { at: 'end + 1 h - 1 ms', status: 'registered', color: 'orange' },
    { at: 'exactly end + 1 h', status: 'registered', color: 'green' },
    { at: 'end + 1 h + 1 ms', status: 'registered', color: 'green' },
    { at: 'end + 24 h - 1 ms', status: 'registered', color: 'green' },
    { at: 'exactly end + 24 h', status: 'registered', color: 'green' },
    { at: 'end + 24 h + 1 ms', status: 'absent', color: 'red' },
    { at: 'a month after the end', status: 'absent', color: 'red' },
  ])('$at: $status, $color', ({ at, status, color }) => {
    expect(peerEventState(session, registered, instants[at])).toEqual({ status, color });
  });

  it('is orange through the middle of the session', () => {
    expect(peerEventState(session, registered, plus(start, 45 * 60_000))).toEqual({
      status: 'registered',
      color: 'orange',
    });
  });
});

describe('peerEventState of a registered deadline (start and end one instant)', () => {
  const instants = instantsAround(deadline);
  it.each<{ at: Moment } & PeerEventState>([
    { at: 'a week before the start', status: 'registered', color: 'green' },
    { at: 'start - 1 ms', status: 'registered', color: 'green' },
    { at: 'exactly the start', status: 'registered', color: 'green' },
    { at: 'start + 1 ms', status: 'registered', color: 'orange' },
    { at: 'end + 1 h - 1 ms', status: 'registered', color: 'orange' },
    { at: 'exactly end + 1 h', status: 'registered', color: 'green' },
    { at: 'exactly end + 24 h', status: 'registered', color: 'green' },
    { at: 'end + 24 h + 1 ms', status: 'absent', color: 'red' },
  ])('$at: $status, $color', ({ at, status, color }) => {
    expect(peerEventState(deadline, registered, instants[at])).toEqual({ status, color });
  });
});

describe('peerEventState of an attended event is blue at every instant', () => {
  for (const [name, event] of [
    ['a session', session],
    ['a deadline', deadline],
  ] as const) {
    it.each(Object.entries(instantsAround(event)))(`${name}, %s`, (_, now) => {
      expect(peerEventState(event, attended, now)).toEqual({ status: 'attended', color: 'blue' });
    });
  }
});

describe('peerEventState without a record: no status; a deadline yellow, anything else grey', () => {
  for (const [name, event, color] of [
    ['a session', session, 'grey'],
    ['a deadline', deadline, 'yellow'],
  ] as const) {
    it.each(Object.entries(instantsAround(event)))(`${name}, %s: ${color}`, (_, now) => {
      expect(peerEventState(event, undefined, now)).toEqual({ status: null, color });
    });
  }
});

describe('peerEventState across daylight-saving changes in America/New_York (end + 24 h on instants)', () => {
  /** [label, start, end, instants that must read as the given colours]. */
  const cases: {
    label: string;
    start: string;
    end: string;
    durationMs: number;
    checks: [string, string, PeerEventState['color']][];
  }[] = [
    {
      label: 'spring forward: 01:30 EST to 03:30 EDT on March 8, one real hour',
      start: '2026-03-08T01:30:00-05:00',
      end: '2026-03-08T03:30:00-04:00',
      durationMs: HOUR,
      checks: [
        ['just after the start', '2026-03-08T01:30:00.001-05:00', 'orange'],
        ['03:00 EDT, one instant after 01:59:59.999 EST', '2026-03-08T03:00:00-04:00', 'orange'],
        ['end + 1 h - 1 ms', '2026-03-08T04:29:59.999-04:00', 'orange'],
        ['end + 1 h', '2026-03-08T04:30:00-04:00', 'green'],
        ['end + 24 h', '2026-03-09T03:30:00-04:00', 'green'],
        ['end + 24 h + 1 ms', '2026-03-09T03:30:00.001-04:00', 'red'],
      ],
    },
    {
      label: 'spring forward: ending 01:45 EST, before the jump; the next day has 23 hours',
      start: '2026-03-08T00:45:00-05:00',
      end: '2026-03-08T01:45:00-05:00',
      durationMs: HOUR,
      checks: [
        ['01:45 EDT next day, only 23 h later (the wall clock would say 24)', '2026-03-09T01:45:00-04:00', 'green'],
        ['02:45 EDT next day, exactly end + 24 h', '2026-03-09T02:45:00-04:00', 'green'],
        ['02:45:00.001 EDT next day', '2026-03-09T02:45:00.001-04:00', 'red'],
      ],
    },
    {
      label: 'fall back: 01:30 EDT to 01:15 EST on November 1, later in time though earlier on the clock',
      start: '2026-11-01T01:30:00-04:00',
      end: '2026-11-01T01:15:00-05:00',
      durationMs: 45 * 60_000,
      checks: [
        ['exactly the start', '2026-11-01T01:30:00-04:00', 'green'],
        ['01:00 EST, the second 1 o’clock, mid-session', '2026-11-01T01:00:00-05:00', 'orange'],
        ['end + 1 h - 1 ms', '2026-11-01T02:14:59.999-05:00', 'orange'],
        ['end + 1 h', '2026-11-01T02:15:00-05:00', 'green'],
        ['end + 24 h', '2026-11-02T01:15:00-05:00', 'green'],
        ['end + 24 h + 1 ms', '2026-11-02T01:15:00.001-05:00', 'red'],
      ],
    },
    {
      label: 'fall back: ending 12:00 EDT on October 31; the next day has 25 hours',
      start: '2026-10-31T11:00:00-04:00',
      end: '2026-10-31T12:00:00-04:00',
      durationMs: HOUR,
      checks: [
        ['11:00 EST next day, exactly end + 24 h', '2026-11-01T11:00:00-05:00', 'green'],
        ['11:00:00.001 EST next day', '2026-11-01T11:00:00.001-05:00', 'red'],
        ['12:00 EST next day (the wall clock’s 24 h, really 25)', '2026-11-01T12:00:00-05:00', 'red'],
      ],
    },
  ];

  describe.each(cases.map((c) => [c.label, c] as const))('%s', (_, { start: from, end: to, durationMs, checks }) => {
    const event = { type: 'other' as const, start_date: new Date(from), end_date: new Date(to) };
    it('lasts the real time between its instants', () => {
      expect(event.end_date.getTime() - event.start_date.getTime()).toBe(durationMs);
    });
    it.each(checks)('%s (%s): %s', (_, now, color) => {
      expect(peerEventState(event, registered, new Date(now)).color).toBe(color);
    });
  });
});

describe('peerCalendar', () => {
  const now = new Date('2026-04-14T12:00:00-04:00');
  const at = (ms: number) => plus(now, ms);
  const ev = (id: string, startMs: number, endMs: number, type: 'deadline' | 'other' = 'other') => ({
    id,
    title: `Title of ${id}`,
    type,
    start_date: at(startMs),
    end_date: at(endMs),
  });

  /** [event, the peer's record or null, what the calendar shows (null: left out)]. */
  const table: [ReturnType<typeof ev>, AttendanceStatus | null, PeerEventState | null][] = [
    [ev('future, no record', DAY, DAY + HOUR), null, { status: null, color: 'grey' }],
    [ev('ends in 1 ms, no record', -2 * HOUR, 1), null, { status: null, color: 'grey' }],
    [ev('ends exactly now, no record', -HOUR, 0), null, null],
    [ev('ended 1 ms ago, no record', -HOUR, -1), null, null],
    [ev('long past, no record', -30 * DAY, -30 * DAY + HOUR), null, null],
    [ev('future deadline, no record', 2 * DAY, 2 * DAY, 'deadline'), null, { status: null, color: 'yellow' }],
    [ev('past deadline, no record', -2 * DAY, -2 * DAY, 'deadline'), null, null],
    [ev('future, registered', 3 * DAY, 3 * DAY + HOUR), 'registered', { status: 'registered', color: 'green' }],
    [ev('in progress, registered', -HOUR, HOUR), 'registered', { status: 'registered', color: 'orange' }],
    [ev('ended 2 h ago, registered', -3 * HOUR, -2 * HOUR), 'registered', { status: 'registered', color: 'green' }],
    [ev('ended 25 h ago, registered', -26 * HOUR, -25 * HOUR), 'registered', { status: 'absent', color: 'red' }],
    [ev('ended a month ago, attended', -30 * DAY - HOUR, -30 * DAY), 'attended', { status: 'attended', color: 'blue' }],
    [ev('past deadline, attended', -3 * DAY, -3 * DAY, 'deadline'), 'attended', { status: 'attended', color: 'blue' }],
    [ev('past deadline, registered', -4 * DAY, -4 * DAY, 'deadline'), 'registered', { status: 'absent', color: 'red' }],
  ];
  const events = table.map(([event]) => event);
  const records = table.flatMap(([event, status]) => (status ? [{ event_id: event.id, status }] : []));
  const calendar = peerCalendar(events, records, now);

  it.each(
    table.map(([event, record, shown]) => [
      event.id,
      record ?? 'none',
      shown ? `shown ${shown.status ?? 'without status'}, ${shown.color}` : 'left out',
      event,
      shown,
    ]),
  )('%s (record: %s): %s', (_id, _record, _label, event, shown) => {
    const found = calendar.find((e) => e.id === event.id);
    expect(found).toEqual(shown ? { ...event, ...shown } : undefined);
  });

  it('sorts what it keeps by start ascending, whatever the order given', () => {
    const starts = calendar.map((e) => e.start_date.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(peerCalendar([...events].reverse(), records, now).map((e) => e.id)).toEqual(calendar.map((e) => e.id));
    expect(calendar.map((e) => e.id)).toEqual([
      'ended a month ago, attended',
      'past deadline, registered',
      'past deadline, attended',
      'ended 25 h ago, registered',
      'ended 2 h ago, registered',
      'ends in 1 ms, no record',
      'in progress, registered',
      'future, no record',
      'future deadline, no record',
      'future, registered',
    ]);
  });

  it('keeps the order given for events starting at the same instant, and leaves its input alone', () => {
    const same = [ev('b', HOUR, 2 * HOUR), ev('a', HOUR, 3 * HOUR), ev('c', HOUR, HOUR)];
    const copy = same.map((e) => ({ ...e }));
    expect(peerCalendar(same, [], now).map((e) => e.id)).toEqual(['b', 'a', 'c']);
    expect(same).toEqual(copy);
  });

  it('matches records by event id only, ignoring records of events not shown', () => {
    const shown = peerCalendar([ev('x', -3 * DAY, -3 * DAY + HOUR)], [{ event_id: 'y', status: 'attended' }], now);
    expect(shown).toEqual([]);
  });

  it('is empty for no events', () => {
    expect(peerCalendar([], [{ event_id: 'x', status: 'attended' }], now)).toEqual([]);
  });
});

describe('sortByStart', () => {
  it('returns a sorted copy, ties in their given order', () => {
    const d = (iso: string) => new Date(iso);
    const events = [
      { id: 'late', start_date: d('2026-05-01T09:00:00-04:00') },
      { id: 'tie-1', start_date: d('2026-04-01T09:00:00-04:00') },
      { id: 'early', start_date: d('2026-01-01T09:00:00-05:00') },
      { id: 'tie-2', start_date: d('2026-04-01T13:00:00Z') },
    ];
    expect(sortByStart(events).map((e) => e.id)).toEqual(['early', 'tie-1', 'tie-2', 'late']);
    expect(events.map((e) => e.id)).toEqual(['late', 'tie-1', 'early', 'tie-2']);
  });
});
