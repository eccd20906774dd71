import { afterEach, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  atDisplayTime,
  calendarDaysBetween,
  displayDayOf,
  forgetCachedOffsets,
  shiftByCalendarDays,
} from './dates.ts';

const HOUR = 60 * 60 * 1000;
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

/** Runs the assertions under several host timezones: the results must not change. */
function underHostTimezones(assertions: () => void) {
  for (const tz of ['UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata']) {
    process.env.TZ = tz;
    forgetCachedOffsets();
    // Guard: the host zone really changed, or this loop would test nothing.
    if (tz === 'Asia/Kolkata') expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(-330);
    assertions();
  }
}

describe('displayDayOf', () => {
  it('is the New York calendar day, not the UTC or host day', () => {
    underHostTimezones(() => {
      expect(displayDayOf(new Date('2026-01-01T04:30:00Z'))).toBe('2025-12-31');
      expect(displayDayOf(new Date('2026-01-01T05:00:00Z'))).toBe('2026-01-01');
      expect(displayDayOf(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    });
  });
});

describe('atDisplayTime', () => {
  it('reads a wall time in New York, winter and summer', () => {
    underHostTimezones(() => {
      expect(atDisplayTime('2026-01-15', '09:00').toISOString()).toBe('2026-01-15T14:00:00.000Z');
      expect(atDisplayTime('2026-07-15', '09:00').toISOString()).toBe('2026-07-15T13:00:00.000Z');
    });
  });
  it('moves a skipped spring-forward time ahead and takes the first of a repeated fall-back time', () => {
    underHostTimezones(() => {
      expect(atDisplayTime('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
      expect(atDisplayTime('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT
    });
  });
});

describe('addCalendarDays', () => {
  it('crosses month and year ends', () => {
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('shiftByCalendarDays', () => {
  it('keeps the New York wall time across the spring-forward change (a 23-hour day)', () => {
    underHostTimezones(() => {
      const before = new Date('2026-03-07T14:00:00Z'); // Sat 09:00 EST
      const after = shiftByCalendarDays(before, 1);
      expect(after.toISOString()).toBe('2026-03-08T13:00:00.000Z'); // Sun 09:00 EDT
      expect(after.getTime() - before.getTime()).toBe(23 * HOUR);
    });
  });
  it('keeps the New York wall time across the fall-back change (a 25-hour day)', () => {
    underHostTimezones(() => {
      const before = new Date('2026-10-31T13:00:00Z'); // Sat 09:00 EDT
      const after = shiftByCalendarDays(before, 1);
      expect(after.toISOString()).toBe('2026-11-01T14:00:00.000Z'); // Sun 09:00 EST
      expect(after.getTime() - before.getTime()).toBe(25 * HOUR);
    });
  });
  it('shifts back as well as forward, over many months, keeping milliseconds', () => {
    underHostTimezones(() => {
      const date = new Date('2026-07-04T03:59:59.123Z'); // 23:59:59.123 EDT on July 3
      expect(shiftByCalendarDays(date, -200).toISOString()).toBe('2025-12-16T04:59:59.123Z'); // 23:59:59.123 EST
      expect(shiftByCalendarDays(shiftByCalendarDays(date, -200), 200).toISOString()).toBe(date.toISOString());
    });
  });
  it('is the identity for 0 days', () => {
    const date = new Date('2026-11-01T05:30:00Z');
    expect(shiftByCalendarDays(date, 0)).toEqual(date);
  });
});

describe('calendarDaysBetween', () => {
  it('counts New York calendar days, whatever the time of day', () => {
    underHostTimezones(() => {
      expect(calendarDaysBetween('2026-03-07', new Date('2026-03-08T04:59:00Z'))).toBe(0); // 23:59 EST on the 7th
      expect(calendarDaysBetween('2026-03-07', new Date('2026-03-08T05:00:00Z'))).toBe(1);
      expect(calendarDaysBetween('2026-03-07', new Date('2026-03-09T03:59:00Z'))).toBe(1); // 23:59 EDT on the 8th
      expect(calendarDaysBetween('2025-12-31', new Date('2026-01-01T12:00:00Z'))).toBe(1);
      expect(calendarDaysBetween('2026-01-10', new Date('2026-01-01T12:00:00Z'))).toBe(-9);
      expect(calendarDaysBetween('2025-11-21', new Date('2026-11-21T15:00:00Z'))).toBe(365);
    });
  });
});
