import { describe, expect, it } from 'vitest';
import { countdownText, secondsUntil } from './check-in-countdown.ts';

describe('the check-in countdown', () => {
  const now = new Date('2026-11-23T15:00:00Z');
  it('counts whole seconds up, never below zero', () => {
    expect(secondsUntil(new Date(now.getTime() + 59_001), now)).toBe(60);
    expect(secondsUntil(new Date(now.getTime() + 1000), now)).toBe(1);
    expect(secondsUntil(new Date(now.getTime() - 5000), now)).toBe(0);
  });
  it('reads as minutes and seconds', () => {
    expect(countdownText(75)).toBe('1:15');
    expect(countdownText(9)).toBe('0:09');
    expect(countdownText(0)).toBe('0:00');
  });
});
