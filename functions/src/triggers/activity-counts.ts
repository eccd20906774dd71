/** Keeps activities/{userId} (counts and statuses by event) equal to what the attendance records say. */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { recountActivities } from '../data/events/activities.ts';
import { auditRosterMark } from './roster-mark-audit.ts';

type RecordFields = { user_id?: unknown; event_id?: unknown; status?: unknown; activity?: unknown } | undefined;

/** The trigger's work for one delivery: recounts the people the record belonged to before and after. */
export async function attendanceWritten(before: RecordFields, after: RecordFields): Promise<void> {
  // A write that changes nothing the activities depend on (a cohort or group copy, updated_at)
  // needs no recount.
  if (
    before &&
    after &&
    before.status === after.status &&
    before.activity === after.activity &&
    before.event_id === after.event_id &&
    before.user_id === after.user_id
  ) {
    return;
  }
  const users = new Set([before?.user_id, after?.user_id].filter((id): id is string => typeof id === 'string'));
  await Promise.all([...users].map(recountActivities));
}

export const onAttendanceWritten = onDocumentWritten({ document: 'attendance/{recordId}', retry: true }, (event) => {
  const [before, after] = [event.data?.before.data(), event.data?.after.data()];
  return Promise.all([attendanceWritten(before, after), auditRosterMark(event.params.recordId, before, after)]);
});
