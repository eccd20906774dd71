import {
  activitiesCollection,
  attendanceByEvent,
  attendanceCollection,
  countActivities,
  sameAttendanceByEvent,
  usersCollection,
  type ActivityCounts,
} from '@peer-coaching/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { collectionOf, db } from './firestore.ts';
import { runCheckedTransaction } from './transactions.ts';

/**
 * Recomputes a person's activities from their attendance records, inside a transaction, so that
 * retries, duplicate deliveries and out-of-order events all converge on what the records say: the
 * counts toward the certificate, and each record's status by event id (`attendance`), with the
 * person's current group and cohort. The yes/no activities (kickoff_response, program_eval) come
 * from surveys and are kept. Returns whether the stored document changed.
 */
export async function recountActivities(userId: string): Promise<boolean> {
  const activitiesRef = collectionOf(activitiesCollection).doc(userId);
  return runCheckedTransaction(async (tx) => {
    const [records, current, user] = await Promise.all([
      tx.get(collectionOf(attendanceCollection).where('user_id', '==', userId)),
      tx.get(activitiesRef),
      tx.get(collectionOf(usersCollection).doc(userId)),
    ]);
    const person = user.data();
    if (!person) return false; // records of a deleted person count for nobody
    const recordList = records.docs.map((d) => d.data());
    // The stored document is read field by field, without its schema: one written before a field
    // existed (attendance, say) is exactly what this recount repairs.
    const counts = countActivities(recordList, {
      kickoff_response: current.get('kickoff_response') === true,
      program_eval: current.get('program_eval') === true,
    });
    const attendance = attendanceByEvent(recordList);
    const unchanged =
      current.exists &&
      Object.entries(counts).every(([key, value]) => current.get(key) === value) &&
      sameAttendanceByEvent(current.get('attendance'), attendance) &&
      current.get('user_id') === userId &&
      current.get('group') === (person.current_group ?? null) &&
      current.get('cohort') === (person.current_cohort ?? null);
    if (unchanged) return false;
    // Written without the converter: its toFirestore would not take the server timestamp.
    tx.set(db.collection(activitiesCollection.path).doc(userId), {
      ...counts,
      user_id: userId,
      group: person.current_group ?? null,
      cohort: person.current_cohort ?? null,
      attendance,
      updated_at: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

/** Ids of everyone who can hold activity counts (peers). */
export async function listPeerIds(): Promise<string[]> {
  const snapshot = await db.collection('users').where('role', '==', 'peer').select().get();
  return snapshot.docs.map((d) => d.id);
}

export type ActivitiesDoc = ActivityCounts & { user_id: string };

export async function getActivities(userId: string): Promise<ActivitiesDoc | null> {
  const snapshot = await db.collection('activities').doc(userId).get();
  if (!snapshot.exists) return null;
  const { updated_at: _updatedAt, ...counts } = snapshot.data() as ActivitiesDoc & { updated_at?: unknown };
  return counts;
}
