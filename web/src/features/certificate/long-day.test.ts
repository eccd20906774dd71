import { describe, expect, it } from 'vitest';
import { longDay } from './long-day.ts';

describe('longDay', () => {
  it('writes a calendar day out in full, whatever the browser’s zone', () => {
    expect(longDay('2026-06-03')).toBe('June 3, 2026');
    expect(longDay('2026-01-01')).toBe('January 1, 2026');
  });
  it('leaves anything else as it is', () => {
    expect(longDay('soon')).toBe('soon');
  });
});
