/**
 * Attendance marks written by the API (the roster, check-in codes). A mark must reach the peer's
 * open page at once (their colours come from activities/{uid}.attendance) and staff's next read
 * (the report, the attendance CSV) at once too. So the record and the person's whole activities
 * document (counts and map, recounted from their records with this mark as the attendance trigger
 * recounts them) are written in one transaction that reads the sources, and their entry in their
 * cohorts' reports right after it, before the call answers (`refreshReportPeer`: optimistic, never
 * a lock on the shard the whole room shares). The attendance and activities triggers still run,
 * find nothing to change, and write nothing: two trigger runs per mark.
 */
import { attendanceCollection, attendanceId, type AttendanceRecord, type User } from '@peer-coaching/domain';
import { derivedActivities, readPersonSources, setActivities, type PendingMark } from './activities.ts';
import { refreshReportPeer } from './cohort-reports.ts';
import { collectionOf, db } from './firestore.ts';
import { runCheckedTransaction } from './transactions.ts';

const recordRef = (id: string) => db.collection(attendanceCollection.path).doc(id);

export { attendanceId };

export async function getAttendance(id: string): Promise<AttendanceRecord | null> {
  const snapshot = await collectionOf(attendanceCollection).doc(id).get();
  return snapshot.data() ?? null;
}

/** Writes (creates or replaces) a record, with the person's activities and report entries. */
export async function writeAttendance(record: AttendanceRecord, person: User): Promise<void> {
  await commitMark(person.id, { eventId: record.event_id, record });
}

/** Deletes a record, with the person's activities and report entries. Returns whether it existed. */
export async function deleteAttendance(eventId: string, person: User): Promise<boolean> {
  return commitMark(person.id, { eventId, record: null });
}

/**
 * One transaction: the sources read, then the record written (or deleted) and the activities that
 * follow from it (only when they change); then the report entries. Returns whether a record
 * existed before (for a deletion: whether there was anything to take back).
 */
async function commitMark(userId: string, mark: PendingMark & { record: AttendanceRecord | null }): Promise<boolean> {
  const ref = recordRef(attendanceId(mark.eventId, userId));
  const existed = await runCheckedTransaction(async (tx) => {
    const [existing, sources] = await Promise.all([tx.get(ref), readPersonSources(tx, userId)]);
    if (!mark.record && !existing.exists) return false;
    const derived = derivedActivities(sources, mark);
    if (mark.record) tx.set(ref, { ...mark.record });
    else tx.delete(ref);
    if (derived && !derived.unchanged) setActivities(tx, derived.activities);
    return existing.exists;
  });
  // The report entry from what was just committed, before the call answers (staff read their own
  // writes); written apart, so that a room checking in never queues on the cohort's shard.
  if (existed || mark.record) await refreshReportPeer(userId);
  return existed;
}
