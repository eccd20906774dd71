/**
 * The roster's attendance marks, written straight to Firestore (docs/events.md, "Direct marks"):
 * the rules check what the API would (staff of the event's group, the record's id, group, activity
 * and cohort, a peer of that cohort, the server's time). A mark then reaches the peer's open page
 * as fast as Firestore carries any write, the roster shows it at once (the listener sees the
 * pending write), and a mark made while the connection drops is sent when it returns.
 */
import {
  attendanceMark,
  COLLECTION_PATHS,
  attendanceId,
  type AttendanceStatus,
  type CalendarEvent,
} from '@peer-coaching/domain';
import { deleteDoc, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';

export interface MarkTarget {
  event: Pick<CalendarEvent, 'id' | 'group' | 'activity'>;
  userId: string;
  /** The peer's cohort among the event's (domain peerCohortOf). */
  cohort: string;
}

/** Resolves when the server has the mark (a pending write shows on listeners before that). */
export function writeAttendanceMark(db: Firestore, { event, userId, cohort }: MarkTarget, status: AttendanceStatus) {
  const record = attendanceMark(event, userId, cohort, status);
  return setDoc(doc(db, COLLECTION_PATHS.attendance, record.id), { ...record, updated_at: serverTimestamp() });
}

/** Takes a mark back (the roster's undo of a first mark): no record at all. */
export function clearAttendanceMark(db: Firestore, eventId: string, userId: string) {
  return deleteDoc(doc(db, COLLECTION_PATHS.attendance, attendanceId(eventId, userId)));
}
