/**
 * Check-in codes as arithmetic: windows, when check-in is open, and codes from digests. Instants
 * come from ISO strings with offsets or from window numbers, never from the machine's zone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedCheckInWindows,
  checkInWindow,
  checkInWindowEnd,
  codeFromDigest,
  isCheckInOpen,
  normaliseCheckInCode,
} from './check-in.ts';
import { CHECK_IN, CHECK_IN_ALPHABET } from '../constants.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);
const instant = (ms: number) => new Date(ms);

describe('CHECK_IN constants (issue 8)', () => {
  it('rotate a 6-character code every 60 s and keep the previous one valid 60 s more', () => {
    expect(CHECK_IN.codeLength).toBe(6);
    expect(CHECK_IN.rotationMs).toBe(60_000);
    expect(CHECK_IN.graceMs).toBe(60_000);
  });
  it('open 15 minutes before the start and close at end + 1 hour; 10 wrong codes in 10 minutes', () => {
    expect(CHECK_IN.opensBeforeStartMs).toBe(15 * MINUTE);
    expect(CHECK_IN.closesAfterEndMs).toBe(HOUR);
    expect(CHECK_IN.maxWrongCodes).toBe(10);
    expect(CHECK_IN.wrongCodeWindowMs).toBe(10 * MINUTE);
  });
});

describe('checkInWindow and checkInWindowEnd', () => {
  const t = new Date('2026-04-14T18:07:00-04:00');
  const w = checkInWindow(t);

  it('number the rotations since the epoch, a new one at each whole rotation', () => {
    expect(w).toBe(t.getTime() / CHECK_IN.rotationMs);
    expect(checkInWindow(plus(t, -1))).toBe(w - 1);
    expect(checkInWindow(plus(t, CHECK_IN.rotationMs - 1))).toBe(w);
    expect(checkInWindow(plus(t, CHECK_IN.rotationMs))).toBe(w + 1);
  });

  it('end a window at the instant the next one begins', () => {
    expect(checkInWindowEnd(w)).toEqual(plus(t, CHECK_IN.rotationMs));
    expect(checkInWindow(checkInWindowEnd(w))).toBe(w + 1);
    expect(checkInWindow(plus(checkInWindowEnd(w), -1))).toBe(w);
  });
});

describe('acceptedCheckInWindows', () => {
  /** Window W begins (and W - 1 is replaced) at this instant. */
  const W = checkInWindow(new Date('2026-04-14T18:07:00-04:00'));
  const replaced = checkInWindowEnd(W - 1);

  it.each([
    ['the last millisecond of W - 1', -1, [W - 1, W - 2]],
    ['the instant W replaces W - 1', 0, [W, W - 1]],
    ['1 ms after', 1, [W, W - 1]],
    ['graceMs - 1 ms after W - 1 was replaced', CHECK_IN.graceMs - 1, [W, W - 1]],
    // graceMs equals rotationMs: W + 1 begins, W is now the previous code, W - 1 is over.
    ['exactly graceMs after W - 1 was replaced', CHECK_IN.graceMs, [W + 1, W]],
    ['graceMs + 1 ms after', CHECK_IN.graceMs + 1, [W + 1, W]],
  ])('at %s: the current window and the previous one only', (_, offset, windows) => {
    expect(acceptedCheckInWindows(plus(replaced, offset))).toEqual(windows);
  });

  it('accepts a window exactly from its start until graceMs after it is replaced, never an older one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2035-01-01T00:00:00Z') }),
        (ms) => {
          const accepted = acceptedCheckInWindows(instant(ms));
          const current = checkInWindow(instant(ms));
          expect(accepted[0]).toBe(current);
          for (let window = current - 3; window <= current + 1; window += 1) {
            const valid =
              window * CHECK_IN.rotationMs <= ms && ms < checkInWindowEnd(window).getTime() + CHECK_IN.graceMs;
            expect(accepted.includes(window)).toBe(valid);
          }
          expect(accepted.length).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('isCheckInOpen', () => {
  const start = new Date('2026-04-14T18:00:00-04:00');
  const end = new Date('2026-04-14T19:30:00-04:00');
  const session = { type: 'other' as const, start_date: start, end_date: end };
  const opens = plus(start, -15 * MINUTE);
  const closes = plus(end, HOUR);

  it.each([
    ['a day before the start', false, plus(start, -24 * HOUR)],
    ['start - 15 min - 1 ms', false, plus(opens, -1)],
    ['exactly start - 15 min', true, opens],
    ['start - 15 min + 1 ms', true, plus(opens, 1)],
    ['exactly the start', true, start],
    ['mid-session', true, plus(start, 45 * MINUTE)],
    ['exactly the end', true, end],
    ['end + 1 h - 1 ms', true, plus(closes, -1)],
    // The orange window closes at end + 1 h (section 4: no longer "in the future"), and so does check-in.
    ['exactly end + 1 h', false, closes],
    ['end + 1 h + 1 ms', false, plus(closes, 1)],
    ['a day after the end', false, plus(end, 24 * HOUR)],
  ])('%s: open %s', (_, open, now) => {
    expect(isCheckInOpen(session, now)).toBe(open);
  });

  it('is never open for a deadline, even at its own instant', () => {
    const due = new Date('2026-04-17T23:59:00-04:00');
    const deadline = { type: 'deadline' as const, start_date: due, end_date: due };
    for (const now of [plus(due, -15 * MINUTE), plus(due, -1), due, plus(due, 1), plus(due, 30 * MINUTE)]) {
      expect(isCheckInOpen(deadline, now)).toBe(false);
    }
  });

  it('counts real time across the spring-forward change', () => {
    // 01:30 EST to 03:30 EDT is one real hour; check-in closes at 04:30 EDT.
    const event = {
      type: 'other' as const,
      start_date: new Date('2026-03-08T01:30:00-05:00'),
      end_date: new Date('2026-03-08T03:30:00-04:00'),
    };
    expect(isCheckInOpen(event, new Date('2026-03-08T01:15:00-05:00'))).toBe(true);
    expect(isCheckInOpen(event, new Date('2026-03-08T04:29:59.999-04:00'))).toBe(true);
    expect(isCheckInOpen(event, new Date('2026-03-08T04:30:00-04:00'))).toBe(false);
  });
});

describe('codeFromDigest', () => {
  const digest = (...bytes: number[]) => Uint8Array.from(bytes);
  const alphabetOnly = new RegExp(`^[${CHECK_IN_ALPHABET}]{${CHECK_IN.codeLength}}$`);

  it('uses an alphabet of 31 distinct characters without 0, O, 1, I or L', () => {
    expect(CHECK_IN_ALPHABET).toHaveLength(31);
    expect(new Set(CHECK_IN_ALPHABET).size).toBe(31);
    for (const lookalike of '0O1IL') expect(CHECK_IN_ALPHABET).not.toContain(lookalike);
    expect(CHECK_IN_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });

  it('maps each of the first six bytes to a letter, modulo the alphabet', () => {
    expect(codeFromDigest(digest(0, 1, 2, 3, 4, 5))).toBe('ABCDEF');
    expect(codeFromDigest(digest(30, 31, 62, 255, 7, 29))).toBe(
      [30, 0, 0, 255 % 31, 7, 29].map((i) => CHECK_IN_ALPHABET[i]).join(''),
    );
    expect(codeFromDigest(digest(30, 31, 62, 255, 7, 29))).toBe('9AAHH8');
  });

  it('reads only the first six bytes of a longer digest', () => {
    expect(codeFromDigest(digest(0, 1, 2, 3, 4, 5, 6, 7, 8, 9))).toBe('ABCDEF');
  });

  it('throws for a digest shorter than a code', () => {
    expect(() => codeFromDigest(digest(1, 2, 3, 4, 5))).toThrow('The digest is too short for a check-in code');
    expect(() => codeFromDigest(new Uint8Array())).toThrow('too short');
  });

  it('gives a code of six letters of the alphabet, the same for the same digest, for any digest', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: CHECK_IN.codeLength, maxLength: 64 }), (bytes) => {
        const code = codeFromDigest(bytes);
        expect(code).toMatch(alphabetOnly);
        expect(codeFromDigest(Uint8Array.from(bytes))).toBe(code);
        expect(normaliseCheckInCode(code)).toBe(code);
      }),
      { numRuns: 500 },
    );
  });

  it('gives different codes for digests that differ in their first six bytes mod 31', () => {
    expect(codeFromDigest(digest(0, 1, 2, 3, 4, 5))).not.toBe(codeFromDigest(digest(0, 1, 2, 3, 4, 6)));
  });
});

describe('normaliseCheckInCode', () => {
  it.each([
    ['ABCDEF', 'ABCDEF'],
    ['abcdef', 'ABCDEF'],
    ['aBc-DeF', 'ABCDEF'],
    ['  abc def  ', 'ABCDEF'],
    ['ab\tcd\nef', 'ABCDEF'],
    ['A-B-C D-E-F', 'ABCDEF'],
    ['', ''],
    [' - ', ''],
  ])('%j becomes %j', (typed, code) => {
    expect(normaliseCheckInCode(typed)).toBe(code);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const once = normaliseCheckInCode(typed);
        expect(normaliseCheckInCode(once)).toBe(once);
        expect(once).not.toMatch(/[\s-]/);
      }),
    );
  });
});
