/**
 * The /event page's filter and the roster's absence flag. Instants are built from ISO strings
 * with offsets and moved in milliseconds: the same results under any TZ.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../constants.ts';
import type { AttendanceStatus } from '../model.ts';
import { ABSENCE_STREAK_FLAG, EVENT_FILTERS, currentAbsenceStreak, filterStaffEvents } from './staff-events.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date('2026-04-14T12:00:00-04:00');
const at = (ms: number) => new Date(now.getTime() + ms);
const ev = (id: string, startMs: number, endMs: number, type: 'deadline' | 'other' = 'other') => ({
  id,
  type,
  start_date: at(startMs),
  end_date: at(endMs),
});

describe('filterStaffEvents', () => {
  // Given out of order on purpose.
  const events = [
    ev('next week', 7 * DAY, 7 * DAY + HOUR),
    ev('a month ago', -30 * DAY, -30 * DAY + HOUR),
    ev('ended exactly now', -HOUR, 0),
    ev('in progress', -30 * 60_000, 30 * 60_000),
    ev('ends in 1 ms', -2 * HOUR, 1),
    ev('yesterday', -DAY, -DAY + HOUR),
    ev('starts exactly now', 0, HOUR),
    ev('tomorrow', DAY, DAY + HOUR),
    ev('ended 1 ms ago', -3 * HOUR, -1),
    ev('deadline tomorrow', DAY + HOUR, DAY + HOUR, 'deadline'),
  ];

  it.each([
    [
      'future',
      'events not over yet, a session in progress included, soonest start first',
      ['ends in 1 ms', 'in progress', 'starts exactly now', 'tomorrow', 'deadline tomorrow', 'next week'],
    ],
    [
      'past',
      'events that have ended (the end not after now), most recent start first',
      ['ended exactly now', 'ended 1 ms ago', 'yesterday', 'a month ago'],
    ],
    [
      'all',
      'every event by start ascending',
      [
        'a month ago',
        'yesterday',
        'ended 1 ms ago',
        'ends in 1 ms',
        'ended exactly now',
        'in progress',
        'starts exactly now',
        'tomorrow',
        'deadline tomorrow',
        'next week',
      ],
    ],
  ] as const)("'%s': %s", (filter, _, ids) => {
    expect(filterStaffEvents(events, filter, now).map((e) => e.id)).toEqual(ids);
  });

  it('splits every event into exactly one of future and past', () => {
    const future = filterStaffEvents(events, 'future', now);
    const past = filterStaffEvents(events, 'past', now);
    expect(future.length + past.length).toBe(events.length);
    expect(new Set([...future, ...past].map((e) => e.id)).size).toBe(events.length);
  });

  it('leaves its input alone and keeps every field of each event', () => {
    const copy = events.map((e) => ({ ...e }));
    const all = filterStaffEvents(events, 'all', now);
    expect(events).toEqual(copy);
    expect(all).not.toBe(events);
    expect(all.find((e) => e.id === 'deadline tomorrow')).toBe(events.find((e) => e.id === 'deadline tomorrow'));
  });

  it("keeps the given order of events starting together ('future' and 'all'), reversed for 'past'", () => {
    const tied = [
      ev('a', -2 * HOUR, -HOUR),
      ev('b', -2 * HOUR, -HOUR),
      ev('c', HOUR, 2 * HOUR),
      ev('d', HOUR, 3 * HOUR),
    ];
    expect(filterStaffEvents(tied, 'future', now).map((e) => e.id)).toEqual(['c', 'd']);
    expect(filterStaffEvents(tied, 'all', now).map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(filterStaffEvents(tied, 'past', now).map((e) => e.id)).toEqual(['b', 'a']);
  });

  it('is empty for no events, whatever the filter', () => {
    for (const filter of EVENT_FILTERS) expect(filterStaffEvents([], filter, now)).toEqual([]);
  });

  it("offers future, past and all, 'future' by default (spec section 9)", () => {
    expect(EVENT_FILTERS).toEqual(['future', 'past', 'all']);
    expect(DEFAULT_FILTERS.events).toBe('future');
  });
});

describe('currentAbsenceStreak', () => {
  /** A one-hour session that ended `endedAgoMs` before now. */
  const past = (id: string, endedAgoMs: number) => ev(id, -endedAgoMs - HOUR, -endedAgoMs);
  const w1 = past('week 1', 28 * DAY);
  const w2 = past('week 2', 21 * DAY);
  const w3 = past('week 3', 14 * DAY);
  const w4 = past('week 4', 7 * DAY);
  const graceLeft = past('ended 2 h ago (within its 24 h grace)', 2 * HOUR);
  const running = ev('in progress', -HOUR, HOUR);
  const upcoming = ev('next week', 7 * DAY, 7 * DAY + HOUR);
  const exactlyGrace = past('ended exactly 24 h ago', DAY);
  const justPastGrace = past('ended 24 h and 1 ms ago', DAY + 1);
  const R = 'registered' as const;
  const A = 'attended' as const;

  const table: [string, ReturnType<typeof ev>[], Record<string, AttendanceStatus>, number][] = [
    ['no events', [], {}, 0],
    ['no records', [w1, w2, w3, w4], {}, 0],
    ['one absence', [w4], { [w4.id]: R }, 1],
    ['two absences in a row', [w3, w4], { [w3.id]: R, [w4.id]: R }, 2],
    ['four absences in a row', [w1, w2, w3, w4], { [w1.id]: R, [w2.id]: R, [w3.id]: R, [w4.id]: R }, 4],
    ['the latest attended, older absences', [w1, w2, w3, w4], { [w1.id]: R, [w2.id]: R, [w3.id]: R, [w4.id]: A }, 0],
    ['two absences since an attendance', [w1, w2, w3, w4], { [w1.id]: R, [w2.id]: A, [w3.id]: R, [w4.id]: R }, 2],
    ['an attendance breaks the streak', [w1, w2, w3, w4], { [w1.id]: R, [w2.id]: R, [w3.id]: A, [w4.id]: R }, 1],
    ['all attended', [w1, w2, w3, w4], { [w1.id]: A, [w2.id]: A, [w3.id]: A, [w4.id]: A }, 0],
    ['events without a record are skipped, not a break', [w1, w2, w3, w4], { [w2.id]: R, [w4.id]: R }, 2],
    [
      'a registration within its grace period neither counts nor breaks',
      [w3, w4, graceLeft],
      { [w3.id]: R, [w4.id]: R, [graceLeft.id]: R },
      2,
    ],
    ['a session in progress neither counts nor breaks', [w4, running], { [w4.id]: R, [running.id]: R }, 1],
    ['a future registration neither counts nor breaks', [w4, upcoming], { [w4.id]: R, [upcoming.id]: R }, 1],
    [
      'an attendance still within grace does break it',
      [w3, w4, graceLeft],
      { [w3.id]: R, [w4.id]: R, [graceLeft.id]: A },
      0,
    ],
    ['end + 24 h exactly: not absent yet', [w4, exactlyGrace], { [w4.id]: R, [exactlyGrace.id]: R }, 1],
    ['end + 24 h + 1 ms: absent', [w4, justPastGrace], { [w4.id]: R, [justPastGrace.id]: R }, 2],
    [
      'a missed deadline counts like a missed session',
      [w4, ev('deadline', -2 * DAY, -2 * DAY, 'deadline')],
      { [w4.id]: R, deadline: R },
      2,
    ],
    ['records of events not given are ignored', [w4], { [w4.id]: R, elsewhere: R }, 1],
  ];

  // [label, streak, events, records]: the streak second, so the test's name can show it.
  const cases = table.map(([label, events, statuses, streak]) => [label, streak, events, statuses] as const);

  it.each(cases)('%s: %i', (_, streak, events, statuses) => {
    expect(currentAbsenceStreak(events, statuses, now)).toBe(streak);
  });

  it.each(cases)('%s: %i in any input order', (_, streak, events, statuses) => {
    expect(currentAbsenceStreak([...events].reverse(), statuses, now)).toBe(streak);
    const rotated = [...events.slice(1), ...events.slice(0, 1)];
    expect(currentAbsenceStreak(rotated, statuses, now)).toBe(streak);
  });

  it('flags a peer from two absences in a row (the issue: "two or more consecutive absences")', () => {
    expect(ABSENCE_STREAK_FLAG).toBe(2);
  });

  it('counts an absence only once its grace period is over, as time passes', () => {
    const statuses = { [w4.id]: R, [graceLeft.id]: R };
    const events = [w4, graceLeft];
    expect(currentAbsenceStreak(events, statuses, now)).toBe(1);
    const graceOver = new Date(graceLeft.end_date.getTime() + DAY + 1);
    expect(currentAbsenceStreak(events, statuses, graceOver)).toBe(2);
  });
});
