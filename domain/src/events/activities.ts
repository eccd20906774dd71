/**
 * A participant's activity counts toward the certificate (spec section 3), derived from their
 * attendance records. Used by the seed and by the trigger that keeps activities/{userId} current.
 */
import { emptyActivityCounts } from '../certificate/certificate.ts';
import type { ActivityCounts, AttendanceRecord } from '../model.ts';

/** The yes/no activities come from surveys, not from attendance, so the caller supplies them. */
export interface BooleanActivityFlags {
  kickoff_response: boolean;
  program_eval: boolean;
}

/**
 * One per attended record whose event counts toward an activity type; registered records (still
 * upcoming, or absent) and events that count toward nothing are ignored.
 */
export function countActivities(
  records: readonly Pick<AttendanceRecord, 'status' | 'activity'>[],
  flags: BooleanActivityFlags,
): ActivityCounts {
  const counts: ActivityCounts = {
    ...emptyActivityCounts(),
    kickoff_response: flags.kickoff_response,
    program_eval: flags.program_eval,
  };
  for (const record of records) {
    if (record.status === 'attended' && record.activity !== null) counts[record.activity] += 1;
  }
  return counts;
}
