import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { shiftedTimestampFields } from './redate.ts';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('shiftedTimestampFields', () => {
  const event = {
    id: 'mgh-2026-a-check-in-03',
    title: 'Check-in 3',
    cohorts: ['mgh-2026-a'],
    start_date: at('2026-03-07T17:00:00Z'), // Sat 12:00 EST
    end_date: at('2026-03-07T18:00:00Z'),
    order: 3,
    end_note: null,
  };

  it('moves every Timestamp field by calendar days, keeping the New York wall time across DST', () => {
    expect(shiftedTimestampFields(event, 1)).toEqual({
      start_date: at('2026-03-08T16:00:00Z'), // Sun 12:00 EDT
      end_date: at('2026-03-08T17:00:00Z'),
    });
    expect(shiftedTimestampFields(event, -7)).toEqual({
      start_date: at('2026-02-28T17:00:00Z'),
      end_date: at('2026-02-28T18:00:00Z'),
    });
  });

  it('leaves other fields alone and returns nothing to write for 0 days or a dateless document', () => {
    expect(Object.keys(shiftedTimestampFields(event, 30)).sort()).toEqual(['end_date', 'start_date']);
    expect(shiftedTimestampFields(event, 0)).toEqual({});
    expect(shiftedTimestampFields({ display: 'manual', start_date: null, end_date: null }, 5)).toEqual({});
  });
});
