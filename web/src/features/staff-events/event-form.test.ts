import { eventBody, type CalendarEvent } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { bodyToSend, eventValues, newEventValues } from './event-form.ts';

describe('newEventValues', () => {
  it('starts at the next whole hour in New York, for an hour, for the current cohort', () => {
    const values = newEventValues(new Date('2026-11-23T14:20:00Z'), 'c1');
    expect(values.start_date).toBe('2026-11-23T10:00:00-05:00');
    expect(values.end_date).toBe('2026-11-23T11:00:00-05:00');
    expect(values.cohorts).toEqual(['c1']);
    expect(values.kind).toBe('check_in');
    expect(values.activity).toBe('check_in');
  });

  it('crosses the end of daylight saving time by the clock', () => {
    // 2026-11-01 01:30 EDT: the next whole hour is 01:00 EST, an hour later in absolute time.
    const values = newEventValues(new Date('2026-11-01T05:30:00Z'), null);
    expect(new Date(values.start_date).toISOString()).toBe('2026-11-01T06:00:00.000Z');
    expect(values.cohorts).toEqual([]);
  });

  it('fails the shared schema only for the empty title', () => {
    const result = eventBody.safeParse(newEventValues(new Date('2026-11-23T14:20:00Z'), 'c1'));
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['title']);
  });
});

describe('eventValues', () => {
  it('gives an event back in the wire shape the schema accepts', () => {
    const event: CalendarEvent = {
      id: 'e1',
      title: 'Check-in 3',
      description: 'Bring a case',
      location: 'https://meet.example/abc',
      type: 'other',
      kind: 'check_in',
      activity: 'check_in',
      group: 'mgh',
      cohorts: ['c1', 'c2'],
      start_date: new Date('2026-07-01T16:00:00Z'),
      end_date: new Date('2026-07-01T17:00:00Z'),
    };
    const values = eventValues(event);
    expect(values.start_date).toBe('2026-07-01T12:00:00-04:00');
    expect(eventBody.parse(values).end_date).toEqual(event.end_date);
  });
});

describe('bodyToSend', () => {
  it('makes a deadline one moment', () => {
    const values = { ...newEventValues(new Date('2026-11-23T14:20:00Z'), 'c1'), kind: 'deadline' as const };
    expect(bodyToSend(values).end_date).toBe(values.start_date);
  });
});
