import { describe, expect, it } from 'vitest';
import { attendanceByEvent, sameAttendanceByEvent } from './attendance-map.ts';

describe('attendanceByEvent', () => {
  it("maps each event id to the record's status", () => {
    expect(
      attendanceByEvent([
        { event_id: 'kickoff', status: 'attended' },
        { event_id: 'check-in-01', status: 'registered' },
      ]),
    ).toEqual({ kickoff: 'attended', 'check-in-01': 'registered' });
    expect(attendanceByEvent([])).toEqual({});
  });

  it('gives attended for two records of one event, in either order', () => {
    const attended = { event_id: 'e', status: 'attended' } as const;
    const registered = { event_id: 'e', status: 'registered' } as const;
    expect(attendanceByEvent([attended, registered])).toEqual({ e: 'attended' });
    expect(attendanceByEvent([registered, attended])).toEqual({ e: 'attended' });
  });
});

describe('sameAttendanceByEvent', () => {
  const statuses = { a: 'attended', b: 'registered' } as const;

  it('is true for the same entries in any order', () => {
    expect(sameAttendanceByEvent({ b: 'registered', a: 'attended' }, statuses)).toBe(true);
    expect(sameAttendanceByEvent({}, {})).toBe(true);
  });

  it('is false for another status, an entry more or less, or no map at all', () => {
    expect(sameAttendanceByEvent({ a: 'attended', b: 'attended' }, statuses)).toBe(false);
    expect(sameAttendanceByEvent({ a: 'attended' }, statuses)).toBe(false);
    expect(sameAttendanceByEvent({ ...statuses, c: 'registered' }, statuses)).toBe(false);
    expect(sameAttendanceByEvent(undefined, {})).toBe(false);
    expect(sameAttendanceByEvent(['attended'], { 0: 'attended' })).toBe(false);
  });
});
