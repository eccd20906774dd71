/**
 * Activities per participant, derived from their attendance with the domain's rules (the same
 * rules the attendance trigger uses later): the counts, and each status by event id. The yes/no activities come from surveys, which do not exist
 * yet, so the seed decides them: most participants sent their kickoff response; only graduates
 * have a program evaluation.
 */
import { ALUMNI_COHORT_ID, attendanceByEvent, countActivities, type AttendanceRecord } from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import { randomFor } from './random.ts';
import type { ActivitiesDoc, UserDoc } from './types.ts';

const KICKOFF_RESPONSE_SHARE = 0.8;

/** The named peers get fixed flags so the demo shows both states. */
const NAMED_FLAGS: Record<string, { kickoff_response: boolean; program_eval: boolean }> = {
  'demo-peer': { kickoff_response: true, program_eval: false },
  'demo-peer2': { kickoff_response: false, program_eval: false },
  'demo-alumni': { kickoff_response: true, program_eval: true },
};

function flagsFor(user: UserDoc) {
  const named = NAMED_FLAGS[user.id];
  if (named) return named;
  if (user.status === 'invited') return { kickoff_response: false, program_eval: false };
  const graduate = user.current_cohort === ALUMNI_COHORT_ID;
  return {
    kickoff_response: graduate || randomFor(`kickoff-response|${user.id}`).chance(KICKOFF_RESPONSE_SHARE),
    program_eval: graduate,
  };
}

export function buildActivities(
  users: readonly UserDoc[],
  attendance: readonly AttendanceRecord[],
  clock: DemoClock,
): ActivitiesDoc[] {
  const byUser = new Map<string, AttendanceRecord[]>();
  for (const record of attendance) {
    const records = byUser.get(record.user_id);
    if (records) records.push(record);
    else byUser.set(record.user_id, [record]);
  }
  return users
    .filter((user) => user.role === 'peer')
    .map((user) => {
      const records = byUser.get(user.id) ?? [];
      return {
        ...countActivities(records, flagsFor(user)),
        user_id: user.id,
        // As the trigger writes them: null for a person without a current group or cohort.
        group: user.current_group ?? null,
        cohort: user.current_cohort ?? null,
        attendance: attendanceByEvent(records),
        updated_at: clock.at(-1, '21:00'),
      };
    });
}
