import { describe, expect, it } from 'vitest';
import { salutationAt } from '../../components/greeting.ts';
import { nextHomeChange, nextSalutationChange } from './home-clock.ts';

const HOUR = 3_600_000;

describe('nextSalutationChange', () => {
  it('finds noon and 6 PM in New York, and midnight', () => {
    // 9:30 AM EST
    expect(new Date(nextSalutationChange(new Date('2026-01-15T14:30:00Z'))).toISOString()).toBe(
      '2026-01-15T17:00:00.000Z',
    );
    // 3 PM EDT -> 6 PM EDT
    expect(new Date(nextSalutationChange(new Date('2026-07-15T19:00:00Z'))).toISOString()).toBe(
      '2026-07-15T22:00:00.000Z',
    );
    // 8 PM EST -> midnight EST
    expect(new Date(nextSalutationChange(new Date('2026-01-15T01:00:00Z'))).toISOString()).toBe(
      '2026-01-15T05:00:00.000Z',
    );
  });

  it('stays right across the daylight-saving changes (8 March and 1 November 2026)', () => {
    // Midnight EST on 8 March; the clocks jump at 2 AM; noon is then EDT (16:00 UTC).
    expect(new Date(nextSalutationChange(new Date('2026-03-08T05:30:00Z'))).toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    );
    // 1 November: noon is EST again (17:00 UTC).
    expect(new Date(nextSalutationChange(new Date('2026-11-01T04:30:00Z'))).toISOString()).toBe(
      '2026-11-01T17:00:00.000Z',
    );
  });

  it('is always the first instant with another salutation', () => {
    for (let t = Date.parse('2026-03-07T00:00:00Z'); t < Date.parse('2026-03-10T00:00:00Z'); t += 37 * 60_000) {
      const next = nextSalutationChange(new Date(t));
      expect(salutationAt(new Date(next))).not.toBe(salutationAt(new Date(t)));
      expect(salutationAt(new Date(next - 1))).toBe(salutationAt(new Date(t)));
    }
  });
});

describe('nextHomeChange', () => {
  const now = new Date('2026-01-15T14:30:00Z'); // 9:30 AM in New York; the greeting changes at 17:00 UTC
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

  it('is the first event end ahead', () => {
    const events = [{ end_date: at(-1) }, { end_date: at(2) }, { end_date: at(1) }];
    expect(nextHomeChange(now, events, [])).toBe(at(1).getTime());
  });

  it('is a timed announcement appearing at its start, or going 1 ms after its end', () => {
    const timed = (start: number, end: number) => ({
      display: 'timed' as const,
      start_date: at(start),
      end_date: at(end),
    });
    expect(nextHomeChange(now, [], [timed(0.5, 2)])).toBe(at(0.5).getTime());
    expect(nextHomeChange(now, [], [timed(-1, 1)])).toBe(at(1).getTime() + 1);
    expect(nextHomeChange(now, [], [{ display: 'manual', start_date: null, end_date: null }])).toBe(
      Date.parse('2026-01-15T17:00:00Z'),
    );
  });

  it('is an event’s check-in close, an hour after its end, when the certificate prediction stops counting it', () => {
    // Ended 30 minutes ago: still open for check-in until 30 minutes from now.
    expect(nextHomeChange(now, [{ end_date: at(-0.5) }], [])).toBe(at(0.5).getTime());
  });

  it('is the greeting when nothing else comes first', () => {
    expect(nextHomeChange(now, [{ end_date: at(5) }], [])).toBe(Date.parse('2026-01-15T17:00:00Z'));
  });
});
