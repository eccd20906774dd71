/**
 * The roster's attendance marks, written straight to Firestore (docs/events.md, "Direct marks"):
 * the rules check what the API would (staff of the event's group, the record's id, group, activity
 * and cohort, a peer of that cohort, the server's time). A mark then reaches the peer's open page
 * as fast as Firestore carries any write, the roster shows it at once (the listener sees the
 * pending write), and a mark made while the connection drops is sent when it returns.
 *
 * Like the API (functions/src/data/events/attendance.ts), each mark writes the record and the person's
 * entry in activities/{uid}.attendance in one batch: the peer's page reads only that document, so
 * it shows the mark the moment it is committed instead of after the attendance trigger's recount.
 * `marked_event` names the entry for the rules, which check it says what the record says.
 *
 * Taking a mark back (the roster's undo of a first mark) goes through the API instead
 * (DELETE /api/facilitator/attendance), which writes its audit entry in the same commit: a
 * deletion cannot say who made it, so the rules refuse it from the browser.
 */
import { attendanceMark, COLLECTION_PATHS, type AttendanceStatus, type CalendarEvent } from '@peer-coaching/domain';
import {
  doc,
  FieldPath,
  serverTimestamp,
  type FirestoreError,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';

export interface MarkTarget {
  event: Pick<CalendarEvent, 'id' | 'group' | 'activity'>;
  userId: string;
  /** The peer's cohort among the event's (domain peerCohortOf). */
  cohort: string;
}

/**
 * Resolves when the server has the mark (a pending write shows on listeners before that). The
 * record names who marked it (`marked_by`, the rules check it is the caller): the attendance
 * trigger writes its audit entry from that (docs/audit-log.md).
 */
export function writeAttendanceMark(
  db: Firestore,
  { event, userId, cohort }: MarkTarget,
  status: AttendanceStatus,
  markedBy: string,
) {
  const record = attendanceMark(event, userId, cohort, status);
  return commitWithMapEntry(db, userId, event.id, status, (batch) =>
    batch.set(doc(db, COLLECTION_PATHS.attendance, record.id), {
      ...record,
      updated_at: serverTimestamp(),
      marked_by: markedBy,
    }),
  );
}

async function commitWithMapEntry(
  db: Firestore,
  userId: string,
  eventId: string,
  status: AttendanceStatus,
  writeRecord: (batch: WriteBatch) => void,
) {
  const batch = writeBatch(db);
  writeRecord(batch);
  batch.update(
    doc(db, COLLECTION_PATHS.activities, userId),
    new FieldPath('attendance', eventId),
    status,
    'updated_at',
    serverTimestamp(),
    'marked_event',
    eventId,
  );
  try {
    await batch.commit();
  } catch (error) {
    // A person with no activities document yet (never marked; the emulator and Firestore refuse an
    // update of a missing document as permission-denied, since only the trigger creates it): the
    // record alone, from which the trigger creates the whole document. A record the rules refuse
    // is refused again here.
    const code = (error as Partial<FirestoreError>).code;
    if (code !== 'not-found' && code !== 'permission-denied') throw error;
    const recordOnly = writeBatch(db);
    writeRecord(recordOnly);
    await recordOnly.commit();
  }
}
