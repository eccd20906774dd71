import { describe, expect, it } from 'vitest';
import { withDates } from './stored-values.ts';

class FakeTimestamp {
  constructor(private readonly millis: number) {}
  toDate() {
    return new Date(this.millis);
  }
}
const isFake = (value: unknown): value is FakeTimestamp => value instanceof FakeTimestamp;

describe('withDates', () => {
  it('turns timestamps into Dates at any depth and leaves everything else as it is', () => {
    const stored = {
      title: 'Check-in',
      start_date: new FakeTimestamp(0),
      reminders: [new FakeTimestamp(1000), 'none'],
      nested: { at: new FakeTimestamp(2000), count: 3, flag: null },
    };
    expect(withDates(stored, isFake)).toEqual({
      title: 'Check-in',
      start_date: new Date(0),
      reminders: [new Date(1000), 'none'],
      nested: { at: new Date(2000), count: 3, flag: null },
    });
  });
});
