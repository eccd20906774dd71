/**
 * Attendance marks written by the API (the roster, check-in codes). A mark must reach the peer's
 * open page at once (their colours come from activities/{uid}.attendance) and staff's next read
 * (the report, the attendance CSV) at once too. So the record and the person's whole activities
 * document (counts and map, recounted from their records with this mark as the attendance trigger
 * recounts them) are written together from one snapshot of the sources, optimistically (each only
 * if unchanged since it was read), and their entry in their cohorts' reports right after, before
 * the call answers (`refreshReportPeer`, optimistic too), unless the caller leaves that entry to
 * the activities trigger (a peer's own check-in). No lock is held: a room checking in at once
 * never queues on one. The attendance and activities triggers still run and write only what is
 * left to write (nothing, or that report entry): two trigger runs per mark, the attendance one
 * reading only the activities document, which already shows the mark (triggers/activity-counts.ts).
 */
import { attendanceCollection, attendanceId, type AttendanceRecord, type User } from '@peer-coaching/domain';
import { derivedActivities, readPersonSources, stageActivities, type PendingMark } from './activities.ts';
import { refreshReportPeer } from '../reports/cohort-reports.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { stageAudit } from '../audit/audit-log.ts';
import { collectionOf, db } from '../firestore.ts';
import { commitOptimistically, runCheckedTransaction } from '../transactions.ts';

const recordRef = (id: string) => db.collection(attendanceCollection.path).doc(id);

export { attendanceId };

export async function getAttendance(id: string): Promise<AttendanceRecord | null> {
  const snapshot = await collectionOf(attendanceCollection).doc(id).get();
  return snapshot.data() ?? null;
}

/**
 * Who writes the person's report entries after a mark: the call itself before it answers, or the
 * activities trigger the mark wakes (which refreshes them in either case, writing only a change).
 */
export type ReportEntryWriter = 'now' | 'by-trigger';

/** Writes (creates or replaces) a record, with the person's activities, and their report entries as `reportEntry` says. */
export async function writeAttendance(
  record: AttendanceRecord,
  person: User,
  reportEntry: ReportEntryWriter = 'now',
): Promise<void> {
  await commitMark(person.id, { eventId: record.event_id, record }, reportEntry);
}

/** Deletes a record, with the person's activities and report entries. Returns whether it existed. */
export async function deleteAttendance(eventId: string, person: User): Promise<boolean> {
  return commitMark(person.id, { eventId, record: null });
}

/**
 * The sources read in one read-only snapshot (no lock: a room checking in at once never queues on
 * one, which the emulator resolves only by its 30 s lock timeout), then the record written (or
 * deleted) and the activities that follow from it (only when they change), each only if its
 * document is still as read, else all again; then the report entries. Returns whether a record
 * existed before (for a deletion: whether there was anything to take back).
 */
async function commitMark(
  userId: string,
  mark: PendingMark & { record: AttendanceRecord | null },
  reportEntry: ReportEntryWriter = 'now',
): Promise<boolean> {
  const ref = recordRef(attendanceId(mark.eventId, userId));
  const existed = await commitOptimistically(async () => {
    const { existing, sources } = await runCheckedTransaction(
      async (tx) => {
        const [record, read] = await Promise.all([tx.get(ref), readPersonSources(tx, userId)]);
        return { existing: record, sources: read };
      },
      { readOnly: true },
    );
    if (!mark.record && !existing.exists) return { batch: null, value: null };
    const derived = derivedActivities(sources, mark);
    const batch = db.batch();
    const asRead = existing.updateTime ? { lastUpdateTime: existing.updateTime } : undefined;
    // A record the roster wrote names its marker (for the trigger's audit entry); the API's own
    // mark has its entry staged here, so it names none.
    if (!mark.record) batch.delete(ref, asRead);
    else if (existing.exists && asRead) batch.update(ref, { ...mark.record, marked_by: FieldValue.delete() }, asRead);
    else batch.create(ref, { ...mark.record });
    if (derived && !derived.unchanged) stageActivities(batch, derived.activities, sources.current);
    stageAudit(batch);
    return { batch, value: existing.exists };
  });
  if (existed === null) return false; // nothing to take back
  // The report entry from what was just committed, before the call answers (staff read their
  // own writes); written apart, so that a room checking in never queues on the cohort's shard.
  if (reportEntry === 'now') await refreshReportPeer(userId);
  return existed;
}
