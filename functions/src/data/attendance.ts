/**
 * Attendance marks written by the API (the roster, check-in codes). A mark must reach the peer's
 * open page at once, and that page shows its colours from activities/{uid}.attendance, which the
 * attendance trigger derives from the records. Waiting for the trigger would add its delivery to
 * every mark, so the record and the map entry are written in one batch: the peer's listener fires
 * with the new colour as soon as the mark is committed. The trigger still runs and recounts the
 * counts; since the map entry already says what the records say (one record per event and person,
 * `{event}_{user}`), its recount produces the same map, so the two can never disagree for long and
 * whichever runs last leaves what the records say.
 */
import {
  activitiesCollection,
  attendanceByEvent,
  attendanceCollection,
  attendanceId,
  countActivities,
  type AttendanceRecord,
  type User,
} from '@peer-coaching/domain';
import { FieldPath, FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { collectionOf, db } from './firestore.ts';

const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;

const recordRef = (id: string) => db.collection(attendanceCollection.path).doc(id);
const activitiesRef = (userId: string) => db.collection(activitiesCollection.path).doc(userId);

export { attendanceId };

export async function getAttendance(id: string): Promise<AttendanceRecord | null> {
  const snapshot = await collectionOf(attendanceCollection).doc(id).get();
  return snapshot.data() ?? null;
}

/**
 * Writes (creates or replaces) a record and its entry in the person's attendance map, in one batch.
 * A person without an activities document yet gets a whole one, counted from their records as the
 * trigger counts them, so that the document is never partial.
 */
export async function writeAttendance(record: AttendanceRecord, person: User): Promise<void> {
  await commitWithMap(person, record.event_id, record, (batch) => batch.set(recordRef(record.id), { ...record }));
}

/** Deletes a record and its entry in the person's map, in one batch. Returns whether it existed. */
export async function deleteAttendance(eventId: string, person: User): Promise<boolean> {
  const ref = recordRef(attendanceId(eventId, person.id));
  const existing = await ref.get();
  if (!existing.exists) return false;
  await commitWithMap(person, eventId, null, (batch) => batch.delete(ref));
  return true;
}

/** What a mark leaves: the new record, or null once taken back. */
type Mark = Pick<AttendanceRecord, 'event_id' | 'status' | 'activity'> | null;

async function commitWithMap(person: User, eventId: string, mark: Mark, write: (batch: WriteBatch) => void) {
  const ref = activitiesRef(person.id);
  // Most people have their document: update its entry without reading it first (one round trip).
  // The batch is atomic, so when the document is missing nothing is written and the next attempt
  // creates it whole; one that appears meanwhile is updated by the last.
  for (const exists of [true, false, true]) {
    const batch = db.batch();
    write(batch);
    if (exists) {
      batch.update(
        ref,
        new FieldPath('attendance', eventId),
        mark?.status ?? FieldValue.delete(),
        'updated_at',
        FieldValue.serverTimestamp(),
      );
    } else {
      batch.create(ref, await wholeActivities(person, eventId, mark));
    }
    try {
      await batch.commit();
      return;
    } catch (error) {
      const code = (error as { code?: number }).code;
      if (code !== (exists ? NOT_FOUND : ALREADY_EXISTS)) throw error;
    }
  }
  throw new Error(`activities/${person.id} kept appearing and disappearing during a mark`);
}

/** A first activities document, as the trigger's recount would write it once this mark is in. */
async function wholeActivities(person: User, eventId: string, mark: Mark) {
  const others = (await collectionOf(attendanceCollection).where('user_id', '==', person.id).get()).docs
    .map((d) => d.data())
    .filter((r) => r.event_id !== eventId);
  const records = mark === null ? others : [...others, mark];
  return {
    // The yes/no activities come from surveys, which a person without this document has not sent.
    ...countActivities(records, { kickoff_response: false, program_eval: false }),
    user_id: person.id,
    group: person.current_group ?? null,
    cohort: person.current_cohort ?? null,
    attendance: attendanceByEvent(records),
    updated_at: FieldValue.serverTimestamp(),
  };
}
