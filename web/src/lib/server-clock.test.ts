import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, serverNow } from './server-clock.ts';

describe('serverNow', () => {
  afterEach(() => vi.useRealTimers());

  it("follows the server's Date header, to within its second", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00.000Z') });
    // The browser's clock is 3 minutes behind: the server said 10:03:00 while the browser read 10:00:00.
    noteServerDate('Thu, 26 Nov 2026 10:03:00 GMT', Date.now() - 100, Date.now() + 100);
    const skew = serverNow().getTime() - Date.parse('2026-11-26T10:03:00.000Z');
    expect(skew).toBeGreaterThanOrEqual(0);
    expect(skew).toBeLessThan(1000);
  });

  it('keeps the last estimate when an answer has no readable Date', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00.000Z') });
    noteServerDate('Thu, 26 Nov 2026 09:58:00 GMT', Date.now(), Date.now());
    noteServerDate(null, Date.now(), Date.now());
    noteServerDate('not a date', Date.now(), Date.now());
    expect(serverNow().toISOString()).toBe('2026-11-26T09:58:00.500Z');
  });
});
