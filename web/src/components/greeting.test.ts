import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { greeting, salutationAt } from './greeting.ts';

// The host's timezone must not matter: run every case on a UTC host and on one far from New York.
const HOST_ZONES = ['UTC', 'Asia/Tokyo'];

describe.each(HOST_ZONES)('salutationAt on a %s host', (zone) => {
  let original: string | undefined;
  beforeEach(() => {
    original = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each([
    // Winter (EST, UTC-5).
    ['2026-01-15T05:00:00Z', 'Good morning'], // 00:00
    ['2026-01-15T16:59:00Z', 'Good morning'], // 11:59
    ['2026-01-15T17:00:00Z', 'Good afternoon'], // 12:00
    ['2026-01-15T22:59:00Z', 'Good afternoon'], // 17:59
    ['2026-01-15T23:00:00Z', 'Good evening'], // 18:00
    ['2026-01-16T04:59:00Z', 'Good evening'], // 23:59
    // Summer (EDT, UTC-4): the same UTC instants fall an hour later.
    ['2026-07-15T15:59:00Z', 'Good morning'], // 11:59
    ['2026-07-15T16:00:00Z', 'Good afternoon'], // 12:00
    ['2026-07-15T22:00:00Z', 'Good evening'], // 18:00
  ] as const)('%s in New York is %s', (instant, expected) => {
    expect(salutationAt(new Date(instant))).toBe(expected);
  });

  it('follows the switch to daylight saving time (Sunday 8 March 2026)', () => {
    // 16:30 UTC is 11:30 EST on Saturday but 12:30 EDT on Sunday.
    expect(salutationAt(new Date('2026-03-07T16:30:00Z'))).toBe('Good morning');
    expect(salutationAt(new Date('2026-03-08T16:30:00Z'))).toBe('Good afternoon');
  });

  it('follows the switch back to standard time (Sunday 1 November 2026)', () => {
    // 22:30 UTC is 18:30 EDT on Saturday but 17:30 EST on Sunday.
    expect(salutationAt(new Date('2026-10-31T22:30:00Z'))).toBe('Good evening');
    expect(salutationAt(new Date('2026-11-01T22:30:00Z'))).toBe('Good afternoon');
  });
});

describe('greeting', () => {
  const morning = new Date('2026-03-09T13:00:00Z'); // 09:00 EDT

  it('adds the first name', () => {
    expect(greeting('Jordan', morning)).toBe('Good morning, Jordan');
  });

  it('trims the name and leaves it out when blank', () => {
    expect(greeting('  Jordan ', morning)).toBe('Good morning, Jordan');
    expect(greeting('   ', morning)).toBe('Good morning');
  });
});
