/**
 * Activities per participant, derived from their attendance and survey responses with the
 * domain's rules (the same rules the triggers use later): the counts, and each status by event id.
 * Graduates (the alumni cohort) and the named accounts keep fixed yes/no activities from years
 * without surveys in the demo; everyone else's come from their responses (docs/surveys.md).
 */
import {
  ALUMNI_COHORT_ID,
  attendanceByEvent,
  countActivities,
  surveyActivityCounts,
  withSurveyCounts,
  type AttendanceRecord,
  type Survey,
  type SurveyResponse,
} from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import type { ActivitiesDoc, UserDoc } from './types.ts';

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
  return { kickoff_response: graduate, program_eval: graduate };
}

export function buildActivities(
  users: readonly UserDoc[],
  attendance: readonly AttendanceRecord[],
  clock: DemoClock,
  surveys: readonly Survey[] = [],
  responses: readonly SurveyResponse[] = [],
): ActivitiesDoc[] {
  const countsToward = Object.fromEntries(surveys.map((s) => [s.id, s.counts_toward]));
  const byUser = new Map<string, AttendanceRecord[]>();
  for (const record of attendance) {
    const records = byUser.get(record.user_id);
    if (records) records.push(record);
    else byUser.set(record.user_id, [record]);
  }
  // Grouped once: the large seed has 7,000 people and 9,000 responses.
  const responsesOf = new Map<string, SurveyResponse[]>();
  for (const response of responses) {
    const answered = responsesOf.get(response.user_id);
    if (answered) answered.push(response);
    else responsesOf.set(response.user_id, [response]);
  }
  return users
    .filter((user) => user.role === 'peer')
    .map((user) => {
      const records = byUser.get(user.id) ?? [];
      const byEvent = attendanceByEvent(records);
      const answered = responsesOf.get(user.id) ?? [];
      return {
        ...withSurveyCounts(
          countActivities(records, flagsFor(user)),
          surveyActivityCounts(answered, countsToward, byEvent),
        ),
        user_id: user.id,
        // As the trigger writes them: null for a person without a current group or cohort.
        group: user.current_group ?? null,
        cohort: user.current_cohort ?? null,
        attendance: byEvent,
        updated_at: clock.at(-1, '21:00'),
      };
    });
}
