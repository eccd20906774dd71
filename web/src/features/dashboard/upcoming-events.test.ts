import { describe, expect, it } from 'vitest';
import { countStartingWithin, nextEvents } from './upcoming-events.ts';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-02T15:00:00Z'); // Monday 10:00 EST, a week before daylight saving time

function event(id: string, startHours: number, durationHours = 1) {
  const start = now.getTime() + startHours * HOUR;
  return { id, start_date: new Date(start), end_date: new Date(start + durationHours * HOUR) };
}

describe('nextEvents', () => {
  it('keeps events that have not ended, sorted by start, up to the limit', () => {
    const events = [event('c', 48), event('past', -5), event('running', -0.5), event('a', 2), event('b', 24)];
    expect(nextEvents(events, now).map((e) => e.id)).toEqual(['running', 'a', 'b', 'c']);
    expect(nextEvents(events, now, 2).map((e) => e.id)).toEqual(['running', 'a']);
  });
});

describe('countStartingWithin', () => {
  it('counts starts from now to 14 days later, excluding the end', () => {
    const events = [event('started', -0.5), event('now', 0), event('d13', 13 * 24), event('d15', 15 * 24)];
    expect(countStartingWithin(events, now, 14)).toBe(2);
  });

  it('measures 14 calendar days in New York across the switch to daylight saving time', () => {
    // 14 days later at 10:00 EDT is only 335 hours away, not 336.
    expect(countStartingWithin([event('edge', 335 - 0.5)], now, 14)).toBe(1);
    expect(countStartingWithin([event('edge', 335)], now, 14)).toBe(0);
  });

  it('measures 14 calendar days in New York across the switch back to standard time', () => {
    // From Sunday 25 October 10:00 EDT to Sunday 8 November 10:00 EST is 337 hours.
    const autumn = new Date('2026-10-25T14:00:00Z');
    const startingAfter = (hours: number) => ({
      start_date: new Date(autumn.getTime() + hours * HOUR),
      end_date: autumn,
    });
    expect(countStartingWithin([startingAfter(336.5)], autumn, 14)).toBe(1);
    expect(countStartingWithin([startingAfter(337)], autumn, 14)).toBe(0);
  });
});
