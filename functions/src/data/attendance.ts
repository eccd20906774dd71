/**
 * Attendance marks written by the API (the roster, check-in codes). A mark must reach the peer's
 * open page at once (their colours come from activities/{uid}.attendance) and staff's next read
 * (the report, the attendance CSV) at once too. So the record, the person's whole activities
 * document (counts and map, recounted from their records with this mark as the attendance trigger
 * recounts them) and their entry in their cohorts' reports are written in one transaction that
 * reads the sources. The attendance trigger and the activities trigger still run, find nothing to
 * change, and write nothing: two trigger runs per mark, and no window in which the derived
 * documents disagree with the record.
 */
import {
  attendanceCollection,
  attendanceId,
  reportCohortsOf,
  type AttendanceRecord,
  type User,
} from '@peer-coaching/domain';
import { derivedActivities, readPersonSources, setActivities, type PendingMark } from './activities.ts';
import {
  cohortEventIds,
  peerEntriesOf,
  readReportEntries,
  REPORT_TX_ATTEMPTS,
  splitFullShards,
  writeReportEntries,
} from './cohort-reports.ts';
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
 * One transaction: the sources read, then the record written (or deleted), and the activities and
 * report entries that follow from it, each only when it changes. Returns whether a record existed
 * before (for a deletion: whether there was anything to take back).
 */
async function commitMark(userId: string, mark: PendingMark & { record: AttendanceRecord | null }): Promise<boolean> {
  const ref = recordRef(attendanceId(mark.eventId, userId));
  const { existed, full } = await runCheckedTransaction(
    async (tx) => {
      const [existing, sources] = await Promise.all([tx.get(ref), readPersonSources(tx, userId)]);
      if (!mark.record && !existing.exists) return { existed: false, full: [] };
      const cohorts = reportCohortsOf(sources.person);
      const [reads, events] = await Promise.all([readReportEntries(tx, userId, cohorts), cohortEventIds(cohorts)]);
      const derived = derivedActivities(sources, mark);
      if (mark.record) tx.set(ref, { ...mark.record });
      else tx.delete(ref);
      if (derived && !derived.unchanged) setActivities(tx, derived.activities);
      const entries = derived
        ? writeReportEntries(
            tx,
            userId,
            reads,
            peerEntriesOf(sources.person, derived.activities, events, sources.responses),
          )
        : { full: [] };
      return { existed: existing.exists, full: entries.full };
    },
    { maxAttempts: REPORT_TX_ATTEMPTS },
  );
  await splitFullShards(full);
  return existed;
}
