/**
 * Keeps the cohort reports (docs/reports.md) in step with what /report shows: a peer's entry when their
 * activities, their profile or their responses change, a survey's entry when the survey changes
 * changes (the survey and person triggers call `refreshReportSurvey` / `refreshReportPeer`).
 */
import { ACTIVITY_TYPES, sameAttendanceByEvent, type AttendanceByEvent } from '@peer-coaching/domain';
import { refreshReportPeer } from '../data/reports/cohort-reports.ts';

type Fields = Record<string, unknown> | undefined;

/** The profile fields a report shows or groups by. */
const REPORTED_PERSON_FIELDS = ['first_name', 'last_name', 'email', 'status', 'role', 'alumni_community'] as const;

/** Whether a write to users/{uid} changed what a report shows of the person, or which cohorts list them. */
export function reportedPersonChanged(before: Fields, after: Fields): boolean {
  if (!before || !after) return before !== after;
  return (
    REPORTED_PERSON_FIELDS.some((field) => before[field] !== after[field]) ||
    JSON.stringify(before.cohort_list) !== JSON.stringify(after.cohort_list)
  );
}

/** The trigger's work for one delivery of a write to activities/{userId}. */
export async function activitiesWrittenForReport(userId: string, before: Fields, after: Fields): Promise<boolean> {
  const same =
    before &&
    after &&
    ACTIVITY_TYPES.every((type) => before[type] === after[type]) &&
    sameAttendanceByEvent(before.attendance, (after.attendance ?? {}) as AttendanceByEvent);
  if (same) return false;
  return (await refreshReportPeer(userId)) > 0;
}
