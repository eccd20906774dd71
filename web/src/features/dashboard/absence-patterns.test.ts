import type { AttendanceStatus } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { absenceStreakText, flaggedAbsenceStreaks } from './absence-patterns.ts';

const HOUR = 3_600_000;
const now = new Date('2026-11-23T15:00:00Z');
const event = (id: string, daysAgo: number, type: 'deadline' | 'other' = 'other') => {
  const start = new Date(now.getTime() - daysAgo * 24 * HOUR);
  return { id, type, start_date: start, end_date: new Date(start.getTime() + HOUR) };
};
const events = [event('e1', 21), event('e2', 14), event('e3', 7), event('e4', -7)];
const of = (attendance: Record<string, AttendanceStatus>) => ({ attendance });

describe('flaggedAbsenceStreaks', () => {
  it('flags two or more settled absences in a row, newest first, and leaves the others out', () => {
    const flagged = flaggedAbsenceStreaks(
      ['two', 'three', 'broken', 'one', 'none', 'missing'],
      events,
      {
        two: of({ e1: 'attended', e2: 'registered', e3: 'registered' }),
        three: of({ e1: 'registered', e2: 'registered', e3: 'registered', e4: 'registered' }),
        broken: of({ e1: 'registered', e2: 'registered', e3: 'attended' }),
        one: of({ e2: 'attended', e3: 'registered' }),
        none: of({}),
      },
      now,
    );
    expect(flagged).toEqual({ two: 2, three: 3 });
  });

  it('does not count an event still within its 24 hours of grace', () => {
    const recent = event('recent', 0.5);
    const flagged = flaggedAbsenceStreaks(
      ['p'],
      [...events, recent],
      { p: of({ e2: 'registered', e3: 'attended', recent: 'registered' }) },
      now,
    );
    expect(flagged).toEqual({});
  });

  it('reads a document without an attendance map (the sandbox, a new peer) as no record', () => {
    expect(flaggedAbsenceStreaks(['p'], events, { p: {} }, now)).toEqual({});
  });
});

describe('absenceStreakText', () => {
  it('says how many in a row', () => {
    expect(absenceStreakText(2)).toBe('2 absences in a row');
  });
});
