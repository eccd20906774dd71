import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayParts } from './display-parts.ts';
import { inDisplayZone } from './time.ts';

describe('displayParts', () => {
  it('reads New York midnight as hour 0, on the right day', () => {
    expect(displayParts(new Date('2026-01-01T05:00:00Z'))).toEqual({
      year: 2026,
      month: 'Jan',
      day: 1,
      weekday: 'Thu',
      hour: 0,
      minute: 0,
    });
  });
  it('follows the clock change of March 8, 2026 (1:59 EST, then 3:00 EDT)', () => {
    expect(displayParts(new Date('2026-03-08T06:59:00Z'))).toMatchObject({ day: 8, hour: 1, minute: 59 });
    expect(displayParts(new Date('2026-03-08T07:00:00Z'))).toMatchObject({ day: 8, hour: 3, minute: 0 });
  });
  it('agrees with dayjs in the display timezone for any instant of 2000-2100', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          const zoned = inDisplayZone(date);
          expect(displayParts(date)).toEqual({
            year: zoned.year(),
            month: zoned.format('MMM'),
            day: zoned.date(),
            weekday: zoned.format('ddd'),
            hour: zoned.hour(),
            minute: zoned.minute(),
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
