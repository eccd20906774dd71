/** Keeps activities/{userId} (counts and statuses by event) equal to what the attendance records say. */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { countedStatus, recountActivities } from '../data/events/activities.ts';
import { auditRosterMark } from './roster-mark-audit.ts';

type RecordFields = { user_id?: unknown; event_id?: unknown; status?: unknown; activity?: unknown } | undefined;

/**
 * Whether the person's activities already show this write, so a recount would find nothing to
 * change: a mark through the API (data/events/attendance.ts) writes the record and the activities
 * derived with it in one batch, and its delivery here then costs one document read instead of the
 * person's every record and response (in the emulator each such query sorts the whole collection:
 * docs/load.md). Only a write of one person's status for the same event, activity unchanged, can
 * be settled this way: the activities map holds statuses by event, not the records' activities,
 * and only a map a recount wrote (staff's roster sets one entry from the browser, counts left to
 * this trigger). A stale map never hides a change: every later change of the records has its own
 * delivery.
 */
export async function alreadyCounted(before: RecordFields, after: RecordFields): Promise<boolean> {
  const record = after ?? before;
  if (typeof record?.user_id !== 'string' || typeof record.event_id !== 'string') return false;
  if (before && after && (before.user_id !== after.user_id || before.event_id !== after.event_id)) return false;
  if (before && after && before.activity !== after.activity) return false;
  const shown = await countedStatus(record.user_id, record.event_id);
  if (!shown.derived) return false;
  return after ? shown.status === after.status : shown.status === undefined;
}

/**
 * The trigger's work for one delivery: recounts the people the record belonged to before and
 * after, unless their activities already show the write. Returns whether it recounted.
 */
export async function attendanceWritten(before: RecordFields, after: RecordFields): Promise<boolean> {
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
    return false;
  }
  if (await alreadyCounted(before, after)) return false;
  const users = new Set([before?.user_id, after?.user_id].filter((id): id is string => typeof id === 'string'));
  await Promise.all([...users].map(recountActivities));
  return true;
}

export const onAttendanceWritten = onDocumentWritten({ document: 'attendance/{recordId}', retry: true }, (event) => {
  const [before, after] = [event.data?.before.data(), event.data?.after.data()];
  return Promise.all([attendanceWritten(before, after), auditRosterMark(event.params.recordId, before, after)]);
});
