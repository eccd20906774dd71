import { describe, expect, it } from 'vitest';
import { busiestDocument, formatMs, mostWithin, percentile } from './stats.ts';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i); // 20..1, unsorted
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
  });

  it('is null for no values', () => {
    expect(percentile([], 50)).toBeNull();
  });
});

describe('writes per second', () => {
  it('counts the most versions within any one-second window', () => {
    // Half-open windows: [999, 1999) holds 999, 1000, 1500 and 1998; 1999 would start another second.
    expect(mostWithin([0, 100, 999, 1000, 1500, 1998], 1000)).toBe(4);
    expect(mostWithin([0, 100, 999, 1000, 1500, 1999], 1000)).toBe(3);
    expect(mostWithin([], 1000)).toBe(0);
    expect(mostWithin([5000, 0, 2500], 1000)).toBe(1);
  });

  it('names the busiest document and counts a version reported twice once', () => {
    const versions = new Map([
      ['activities/a', [0, 10, 10, 20]],
      ['cohort_reports/c', [0, 100, 200, 300, 400, 2000]],
    ]);
    expect(busiestDocument(versions)).toEqual({ path: 'cohort_reports/c', perWindow: 5 });
    expect(busiestDocument(new Map())).toEqual({ path: null, perWindow: 0 });
  });
});

describe('formatMs', () => {
  it('shows milliseconds below a second and seconds above', () => {
    expect(formatMs(343.6)).toBe('344 ms');
    expect(formatMs(2345)).toBe('2.3 s');
    expect(formatMs(null)).toBe('-');
  });
});
