import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatEventWhen } from './event-time.ts';

function event(type: 'deadline' | 'other', start: string, end: string) {
  return { type, start_date: new Date(start), end_date: new Date(end) };
}

describe.each(['UTC', 'Australia/Sydney'])('formatEventWhen on a %s host', (zone) => {
  let original: string | undefined;
  beforeEach(() => {
    original = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('shows the day, start and end time in New York (daylight time)', () => {
    expect(formatEventWhen(event('other', '2026-03-09T14:00:00Z', '2026-03-09T15:30:00Z'))).toBe(
      'Mon, Mar 9 · 10:00 AM – 11:30 AM',
    );
  });

  it('uses standard time in winter', () => {
    expect(formatEventWhen(event('other', '2026-01-12T15:00:00Z', '2026-01-12T16:00:00Z'))).toBe(
      'Mon, Jan 12 · 10:00 AM – 11:00 AM',
    );
  });

  it('keeps the New York day even when it is already tomorrow in UTC', () => {
    // 9 PM EDT on Monday is 01:00 UTC on Tuesday.
    expect(formatEventWhen(event('other', '2026-03-10T01:00:00Z', '2026-03-10T02:00:00Z'))).toBe(
      'Mon, Mar 9 · 9:00 PM – 10:00 PM',
    );
  });

  it('repeats the day when the event ends on another day', () => {
    expect(formatEventWhen(event('other', '2026-03-09T14:00:00Z', '2026-03-10T21:00:00Z'))).toBe(
      'Mon, Mar 9 · 10:00 AM – Tue, Mar 10 · 5:00 PM',
    );
  });

  it('shows a deadline as one moment', () => {
    expect(formatEventWhen(event('deadline', '2026-03-13T21:00:00Z', '2026-03-13T22:00:00Z'))).toBe(
      'Fri, Mar 13 · 5:00 PM',
    );
  });

  it('shows one moment when the end is not after the start', () => {
    expect(formatEventWhen(event('other', '2026-03-09T14:00:00Z', '2026-03-09T14:00:00Z'))).toBe(
      'Mon, Mar 9 · 10:00 AM',
    );
  });
});
