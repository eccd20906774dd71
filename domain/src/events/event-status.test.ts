/**
 * The peer event status by name and the instants at which it changes (what the web's status
 * machine waits for). Instants come from ISO strings with offsets and millisecond arithmetic, so
 * the results are the same under any TZ.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOR_OF_STATUS,
  PEER_EVENT_STATUSES,
  nextStatusChange,
  peerEventStatusName,
  statusBoundaries,
  type PeerEventStatusName,
} from './event-status.ts';
import { EVENT_COLORS, peerEventState } from './events.ts';
import type { AttendanceStatus } from '../model.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

const start = new Date('2026-04-14T18:00:00-04:00');
const end = new Date('2026-04-14T19:30:00-04:00');
const session = { type: 'other' as const, start_date: start, end_date: end };
const due = new Date('2026-04-17T23:59:00-04:00');
const deadline = { type: 'deadline' as const, start_date: due, end_date: due };

const windowEnd = plus(end, HOUR);
const graceEnd = plus(end, DAY);

/** Each boundary of the session, one millisecond either side, and far away. */
const instants = {
  'a week before the start': plus(start, -7 * DAY),
  'start - 1 ms': plus(start, -1),
  'exactly the start': start,
  'start + 1 ms': plus(start, 1),
  'exactly the end': end,
  'end + 1 h - 1 ms': plus(windowEnd, -1),
  'exactly end + 1 h': windowEnd,
  'end + 1 h + 1 ms': plus(windowEnd, 1),
  'end + 24 h - 1 ms': plus(graceEnd, -1),
  'exactly end + 24 h': graceEnd,
  'end + 24 h + 1 ms': plus(graceEnd, 1),
  'a month after the end': plus(end, 30 * DAY),
} as const;
type Moment = keyof typeof instants;
const moments = Object.keys(instants) as Moment[];

describe('PEER_EVENT_STATUSES and COLOR_OF_STATUS', () => {
  it('name six statuses with six different colours of the event palette', () => {
    expect(PEER_EVENT_STATUSES).toEqual(['attended', 'absent', 'in-progress', 'registered', 'deadline', 'other']);
    const colours = PEER_EVENT_STATUSES.map((name) => COLOR_OF_STATUS[name]);
    expect(new Set(colours).size).toBe(6);
    for (const colour of colours) expect(EVENT_COLORS).toContain(colour);
  });
});

describe('peerEventStatusName of a registered session', () => {
  it.each<[Moment, PeerEventStatusName]>([
    ['a week before the start', 'registered'],
    ['start - 1 ms', 'registered'],
    ['exactly the start', 'registered'],
    ['start + 1 ms', 'in-progress'],
    ['exactly the end', 'in-progress'],
    ['end + 1 h - 1 ms', 'in-progress'],
    ['exactly end + 1 h', 'registered'],
    ['end + 1 h + 1 ms', 'registered'],
    ['end + 24 h - 1 ms', 'registered'],
    ['exactly end + 24 h', 'registered'],
    ['end + 24 h + 1 ms', 'absent'],
    ['a month after the end', 'absent'],
  ])('%s: %s', (at, name) => {
    expect(peerEventStatusName(session, 'registered', instants[at])).toBe(name);
  });
});

describe('peerEventStatusName without a registration', () => {
  it.each(moments)('%s: attended, deadline without a record, other without a record', (at) => {
    expect(peerEventStatusName(session, 'attended', instants[at])).toBe('attended');
    expect(peerEventStatusName(deadline, 'attended', instants[at])).toBe('attended');
    expect(peerEventStatusName(deadline, null, instants[at])).toBe('deadline');
    expect(peerEventStatusName(session, null, instants[at])).toBe('other');
  });
});

describe('peerEventStatusName agrees with peerEventState through COLOR_OF_STATUS', () => {
  const cases = moments.flatMap((at) =>
    (['registered', 'attended', null] as const).flatMap((record) =>
      [session, deadline].map((event) => [at, record ?? 'no record', event.type, event, record] as const),
    ),
  );
  it.each(cases)('%s, %s, %s', (at, _, __, event, record) => {
    const now = instants[at];
    const state = peerEventState(event, record ? { status: record } : undefined, now);
    expect(COLOR_OF_STATUS[peerEventStatusName(event, record, now)]).toBe(state.color);
  });
});

describe('statusBoundaries', () => {
  it('are the start, end + 1 h and end + 24 h, in milliseconds', () => {
    expect(statusBoundaries(session)).toEqual({
      start: Date.parse('2026-04-14T18:00:00-04:00'),
      windowEnd: Date.parse('2026-04-14T20:30:00-04:00'),
      graceEnd: Date.parse('2026-04-15T19:30:00-04:00'),
    });
  });
  it('count real hours across the spring-forward change (the next day has 23)', () => {
    const event = {
      start_date: new Date('2026-03-08T00:45:00-05:00'),
      end_date: new Date('2026-03-08T01:45:00-05:00'),
    };
    expect(statusBoundaries(event)).toEqual({
      start: Date.parse('2026-03-08T00:45:00-05:00'),
      windowEnd: Date.parse('2026-03-08T03:45:00-04:00'),
      graceEnd: Date.parse('2026-03-09T02:45:00-04:00'),
    });
  });
  it('count real hours across the fall-back change (the next day has 25)', () => {
    const event = {
      start_date: new Date('2026-10-31T11:00:00-04:00'),
      end_date: new Date('2026-10-31T12:00:00-04:00'),
    };
    expect(statusBoundaries(event).graceEnd).toBe(Date.parse('2026-11-01T11:00:00-05:00'));
  });
});

describe('nextStatusChange of a registration', () => {
  const startPlus1 = plus(start, 1);
  const gracePlus1 = plus(graceEnd, 1);
  it.each<[Moment, Date | null, PeerEventStatusName | null]>([
    ['a week before the start', startPlus1, 'in-progress'],
    ['start - 1 ms', startPlus1, 'in-progress'],
    ['exactly the start', startPlus1, 'in-progress'],
    ['start + 1 ms', windowEnd, 'registered'],
    ['exactly the end', windowEnd, 'registered'],
    ['end + 1 h - 1 ms', windowEnd, 'registered'],
    ['exactly end + 1 h', gracePlus1, 'absent'],
    ['end + 1 h + 1 ms', gracePlus1, 'absent'],
    ['end + 24 h - 1 ms', gracePlus1, 'absent'],
    ['exactly end + 24 h', gracePlus1, 'absent'],
    ['end + 24 h + 1 ms', null, null],
    ['a month after the end', null, null],
  ])('from %s: next change at %s, to %s', (at, next, then) => {
    const now = instants[at];
    expect(nextStatusChange(session, 'registered', now)).toEqual(next);
    if (next && then) {
      expect(peerEventStatusName(session, 'registered', next)).toBe(then);
      expect(peerEventStatusName(session, 'registered', plus(next, -1))).toBe(
        peerEventStatusName(session, 'registered', now),
      );
    }
  });

  it('walks a registered deadline through green, orange, green and red', () => {
    const steps: Date[] = [];
    for (let now: Date | null = plus(due, -DAY); now; now = nextStatusChange(deadline, 'registered', now)) {
      steps.push(now);
    }
    expect(steps.map((now) => now.toISOString())).toEqual([
      '2026-04-17T03:59:00.000Z',
      '2026-04-18T03:59:00.001Z',
      '2026-04-18T04:59:00.000Z',
      '2026-04-19T03:59:00.001Z',
    ]);
    expect(steps.map((now) => peerEventStatusName(deadline, 'registered', now))).toEqual([
      'registered',
      'in-progress',
      'registered',
      'absent',
    ]);
  });

  it('finds the first change in time order for an event whose dates are out of order', () => {
    // eventBody refuses such an event; the rule still must not skip the earlier change.
    const reversed = {
      type: 'other' as const,
      start_date: new Date('2026-04-20T12:00:00-04:00'),
      end_date: new Date('2026-04-14T12:00:00-04:00'),
    };
    const now = new Date('2026-04-14T13:00:00-04:00');
    expect(peerEventStatusName(reversed, 'registered', now)).toBe('registered');
    expect(nextStatusChange(reversed, 'registered', now)).toEqual(new Date('2026-04-15T12:00:00.001-04:00'));
  });
});

describe('nextStatusChange without a registration', () => {
  it.each(moments)('is null at %s for attended and for no record', (at) => {
    for (const event of [session, deadline]) {
      expect(nextStatusChange(event, 'attended', instants[at])).toBeNull();
      expect(nextStatusChange(event, null, instants[at])).toBeNull();
    }
  });
});

describe('nextStatusChange, for any event, record and now', () => {
  const anchors = ['start', 'windowEnd', 'graceEnd'] as const;
  const cases = fc.record({
    type: fc.constantFrom('deadline' as const, 'other' as const),
    record: fc.constantFrom<AttendanceStatus | null>('registered', 'attended', null),
    startMs: fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2032-01-01T00:00:00Z') }),
    // Negative durations too: the rule must hold even for dates out of order.
    durationMs: fc.oneof(fc.constant(0), fc.integer({ min: -2 * DAY, max: 3 * DAY })),
    // Either anywhere around the event, or within a few milliseconds of one of its boundaries.
    now: fc.oneof(
      fc.record({ anchor: fc.constant('start' as const), offset: fc.integer({ min: -3 * DAY, max: 6 * DAY }) }),
      fc.record({ anchor: fc.constantFrom(...anchors), offset: fc.integer({ min: -2, max: 2 }) }),
    ),
    fractions: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 20 }),
  });

  it('keeps the status constant on [now, next) and changes it at next', () => {
    fc.assert(
      fc.property(cases, ({ type, record, startMs, durationMs, now: pick, fractions }) => {
        const event = { type, start_date: new Date(startMs), end_date: new Date(startMs + durationMs) };
        const bounds = statusBoundaries(event);
        const now = new Date(bounds[pick.anchor] + pick.offset);
        const status = (ms: number) => peerEventStatusName(event, record, new Date(ms));
        const before = status(now.getTime());
        const next = nextStatusChange(event, record, now);
        // Without a next change, "until" is far beyond every boundary.
        const until = next ? next.getTime() : Math.max(bounds.start, bounds.graceEnd) + 30 * DAY;
        expect(until).toBeGreaterThan(now.getTime());
        const samples = [
          now.getTime(),
          until - 1,
          ...[bounds.start, bounds.windowEnd, bounds.graceEnd].flatMap((b) => [b - 1, b, b + 1]),
          ...fractions.map((f) => now.getTime() + Math.floor(f * (until - now.getTime()))),
        ].filter((ms) => ms >= now.getTime() && ms < until);
        for (const ms of samples) expect(status(ms)).toBe(before);
        if (next) expect(status(next.getTime())).not.toBe(before);
        else expect(status(until)).toBe(before);
      }),
      { numRuns: 2000 },
    );
    // 2,000 runs take half a second alone, and several seconds on a machine busy with the e2e suites.
  }, 30_000);
});
