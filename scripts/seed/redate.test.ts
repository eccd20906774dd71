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

  it('moves the dates inside a cohort calendar’s events, keeping everything else of each event', () => {
    const calendar = {
      group: 'mgh',
      events: [event, { ...event, id: 'mgh-2026-a-deadline', start_date: at('2026-03-08T04:59:00Z') }],
      updated_at: at('2026-03-06T02:00:00Z'),
    };
    const updates = shiftedTimestampFields(calendar, 1);
    expect(Object.keys(updates).sort()).toEqual(['events', 'updated_at']);
    expect(updates.events).toEqual([
      { ...event, start_date: at('2026-03-08T16:00:00Z'), end_date: at('2026-03-08T17:00:00Z') },
      {
        ...event,
        id: 'mgh-2026-a-deadline',
        start_date: at('2026-03-09T03:59:00Z'), // Sun 23:59 EDT
        end_date: at('2026-03-08T17:00:00Z'),
      },
    ]);
    expect(calendar.events[0]?.start_date).toEqual(at('2026-03-07T17:00:00Z')); // the input is left as it was
    expect(shiftedTimestampFields({ group: 'mgh', events: [] }, 3)).toEqual({});
  });
});
