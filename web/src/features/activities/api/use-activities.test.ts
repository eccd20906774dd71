import type { ParticipantActivities } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { withRecentMarks } from './use-activities.ts';

const activities = {
  id: 'p',
  user_id: 'p',
  attendance: { a: 'registered', b: 'attended' },
} as unknown as ParticipantActivities;

describe('withRecentMarks', () => {
  it('lays marks made while the page is open over the map the trigger keeps', () => {
    const merged = withRecentMarks(activities, [
      { event_id: 'a', status: 'attended' },
      { event_id: 'c', status: 'registered' },
    ]);
    expect(merged?.attendance).toEqual({ a: 'attended', b: 'attended', c: 'registered' });
    expect(activities.attendance).toEqual({ a: 'registered', b: 'attended' });
  });

  it('keeps the document itself when nothing changed, and nothing when there is no document', () => {
    expect(withRecentMarks(activities, [])).toBe(activities);
    expect(withRecentMarks(null, [{ event_id: 'a', status: 'attended' }])).toBeNull();
  });
});
