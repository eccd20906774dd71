import { describe, expect, it } from 'vitest';
import { countActivities } from './activities.ts';
import type { AttendanceRecord } from '../model.ts';

type Counted = Pick<AttendanceRecord, 'status' | 'activity'>;
const noFlags = { kickoff_response: false, program_eval: false };

describe('countActivities', () => {
  it('is all zero and false without records or flags', () => {
    expect(countActivities([], noFlags)).toEqual({
      kickoff: 0,
      check_in: 0,
      completion: 0,
      office_hours: 0,
      reflection: 0,
      kickoff_response: false,
      program_eval: false,
    });
  });

  it('counts attended records per activity type', () => {
    const records: Counted[] = [
      { status: 'attended', activity: 'kickoff' },
      { status: 'attended', activity: 'check_in' },
      { status: 'attended', activity: 'check_in' },
      { status: 'attended', activity: 'office_hours' },
      { status: 'attended', activity: 'completion' },
      { status: 'attended', activity: 'reflection' },
    ];
    expect(countActivities(records, noFlags)).toMatchObject({
      kickoff: 1,
      check_in: 2,
      office_hours: 1,
      completion: 1,
      reflection: 1,
    });
  });

  it('ignores registered records (upcoming or absent) and events that count toward nothing', () => {
    const records: Counted[] = [
      { status: 'registered', activity: 'check_in' },
      { status: 'registered', activity: 'kickoff' },
      { status: 'attended', activity: null },
      { status: 'attended', activity: 'check_in' },
    ];
    expect(countActivities(records, noFlags)).toMatchObject({ kickoff: 0, check_in: 1 });
  });

  it('takes the yes/no activities from the flags, whatever the records say', () => {
    const counts = countActivities([{ status: 'attended', activity: 'kickoff' }], {
      kickoff_response: true,
      program_eval: false,
    });
    expect(counts.kickoff_response).toBe(true);
    expect(counts.program_eval).toBe(false);
    expect(counts.kickoff).toBe(1);
  });
});
