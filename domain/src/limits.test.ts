/**
 * The limits' arithmetic: fixed windows, Retry-After seconds, cooldowns, the New York day of the
 * e-mail quota (across daylight saving time), the quota itself and the counted address.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  cooldownEnd,
  discussionWaitSeconds,
  emailQuota,
  fixedWindow,
  LIMIT_MESSAGES,
  LIMITS,
  newYorkDay,
  secondsUntil,
} from './limits.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('fixedWindow', () => {
  it('is the minute an instant falls in, its end excluded', () => {
    const at = new Date('2026-11-26T22:36:28.500Z');
    expect(fixedWindow(at, MINUTE)).toEqual({
      start: new Date('2026-11-26T22:36:00.000Z'),
      end: new Date('2026-11-26T22:37:00.000Z'),
    });
    const edge = new Date('2026-11-26T22:37:00.000Z');
    expect(fixedWindow(edge, MINUTE).start).toEqual(edge);
  });

  it('always holds the instant, and is exactly one window long', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 1, max: HOUR }), (ms, size) => {
        const { start, end } = fixedWindow(new Date(ms), size);
        expect(start.getTime()).toBeLessThanOrEqual(ms);
        expect(end.getTime()).toBeGreaterThan(ms);
        expect(end.getTime() - start.getTime()).toBe(size);
      }),
    );
  });
});

describe('secondsUntil', () => {
  it('rounds up, and is at least one second', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    expect(secondsUntil(new Date('2026-01-01T00:00:59.001Z'), now)).toBe(60);
    expect(secondsUntil(new Date('2026-01-01T00:00:01.000Z'), now)).toBe(1);
    expect(secondsUntil(now, now)).toBe(1);
    expect(secondsUntil(new Date('2025-12-31T23:00:00.000Z'), now)).toBe(1);
  });
});

describe('cooldownEnd', () => {
  const last = new Date('2026-03-02T15:00:00Z');
  it('is an hour after the last reminder while that is ahead', () => {
    const now = new Date('2026-03-02T15:59:59Z');
    expect(cooldownEnd(last, now, LIMITS.surveyReminderCooldownMs)).toEqual(new Date('2026-03-02T16:00:00Z'));
  });
  it('is over at the hour and after, and there is none without a last reminder', () => {
    expect(cooldownEnd(last, new Date('2026-03-02T16:00:00Z'), HOUR)).toBeNull();
    expect(cooldownEnd(last, new Date('2026-03-03T16:00:00Z'), HOUR)).toBeNull();
    expect(cooldownEnd(null, last, HOUR)).toBeNull();
  });
});

describe('newYorkDay', () => {
  it('is the New York date, ending at the next midnight there', () => {
    // 01:30 UTC on the 27th is still the 26th in New York (UTC-5 in November).
    expect(newYorkDay(new Date('2026-11-27T01:30:00Z'))).toEqual({
      day: '2026-11-26',
      end: new Date('2026-11-27T05:00:00Z'),
    });
  });
  it('follows daylight saving time: a 23-hour and a 25-hour day', () => {
    // 2026-03-08 springs forward; 2026-11-01 falls back.
    expect(newYorkDay(new Date('2026-03-08T12:00:00Z')).end).toEqual(new Date('2026-03-09T04:00:00Z'));
    expect(newYorkDay(new Date('2026-11-01T12:00:00Z')).end).toEqual(new Date('2026-11-02T05:00:00Z'));
  });
  it('holds the instant: the day ends after it, within 25 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 }), (ms) => {
        const { end } = newYorkDay(new Date(ms));
        expect(end.getTime()).toBeGreaterThan(ms);
        expect(end.getTime() - ms).toBeLessThanOrEqual(25 * HOUR);
      }),
    );
  });
});

describe('emailQuota', () => {
  it('allows up to exactly what is left, and never leaves less than nothing', () => {
    expect(emailQuota(990, 1000, 10)).toEqual({ allowed: true, left: 10 });
    expect(emailQuota(990, 1000, 11)).toEqual({ allowed: false, left: 10 });
    expect(emailQuota(0, 1000, 1000)).toEqual({ allowed: true, left: 1000 });
    expect(emailQuota(1200, 1000, 1)).toEqual({ allowed: false, left: 0 });
  });
  it('has a default within what staff may set', () => {
    expect(LIMITS.dailyEmailRecipientsDefault).toBeGreaterThanOrEqual(LIMITS.dailyEmailRecipientsMin);
    expect(LIMITS.dailyEmailRecipientsDefault).toBeLessThanOrEqual(LIMITS.dailyEmailRecipientsMax);
  });
});

describe('clientAddress', () => {
  it('takes the first hop of X-Forwarded-For, else the socket', () => {
    expect(clientAddress('203.0.113.7, 10.0.0.1, 35.191.0.1', '127.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress(undefined, '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('', '2001:db8::1')).toBe('2001:db8::1');
    expect(clientAddress(' , 10.0.0.1', '198.51.100.2')).toBe('198.51.100.2');
  });
  it('is always a safe document id', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 300 })), fc.option(fc.string()), (forwarded, socket) => {
        const address = clientAddress(forwarded ?? undefined, socket ?? undefined);
        expect(address).toMatch(/^[A-Za-z0-9.:_-]{1,100}$/);
        expect(address).not.toMatch(/^\.{1,2}$/);
      }),
    );
    expect(clientAddress('a/b/../c', undefined)).toBe('a_b_.._c');
    expect(clientAddress(undefined, undefined)).toBe('unknown');
  });
});

describe('discussionWaitSeconds', () => {
  it('is the rest of the minute from the window start, at least a second', () => {
    const start = new Date('2026-03-02T15:00:00Z');
    expect(discussionWaitSeconds(start, new Date('2026-03-02T15:00:37.200Z'))).toBe(23);
    expect(discussionWaitSeconds(start, new Date('2026-03-02T15:01:30Z'))).toBe(1);
  });
});

describe('messages', () => {
  it('say what the limit is and when to come back', () => {
    expect(LIMIT_MESSAGES.publicPerAddress(42)).toBe(
      'Too many requests from your address: at most 60 a minute. Try again in 42 seconds.',
    );
    expect(LIMIT_MESSAGES.discussionPosts(23)).toBe(
      'You have posted 10 times within a minute: wait 23 seconds before posting again.',
    );
    expect(LIMIT_MESSAGES.surveyReminder(new Date('2026-03-02T15:05:00Z'), new Date('2026-03-02T16:05:00Z'))).toBe(
      'Reminders for this survey were sent at 10:05 AM: "Remind now" works once an hour, so the next may be sent at 11:05 AM (New York time).',
    );
    expect(LIMIT_MESSAGES.dailyEmailRecipients('mgh', 1000, 10, 25)).toBe(
      'Group mgh may e-mail at most 1000 recipients a day (New York time); 10 left today, and this message has 25. Send it after midnight, to fewer people, or raise the limit on /settings.',
    );
  });
});
