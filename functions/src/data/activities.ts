import { countActivities, type ActivityCounts, type AttendanceRecord } from '@peer-coaching/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firestore.ts';

/**
 * Recomputes a person's activity counts from their attendance records, inside a transaction, so
 * that retries, duplicate deliveries and out-of-order events all converge on what the records say.
 * The yes/no activities (kickoff_response, program_eval) come from surveys and are kept.
 * Returns whether the stored counts changed.
 */
export async function recountActivities(userId: string): Promise<boolean> {
  const activitiesRef = db.collection('activities').doc(userId);
  const userRef = db.collection('users').doc(userId);
  return db.runTransaction(async (tx) => {
    const [records, current, user] = await Promise.all([
      tx.get(db.collection('attendance').where('user_id', '==', userId)),
      tx.get(activitiesRef),
      tx.get(userRef),
    ]);
    if (!user.exists) return false; // records of a deleted person count for nobody
    const previous = current.data() ?? {};
    const counts = countActivities(
      records.docs.map((d) => d.data() as Pick<AttendanceRecord, 'status' | 'activity'>),
      { kickoff_response: previous.kickoff_response === true, program_eval: previous.program_eval === true },
    );
    const unchanged = Object.entries(counts).every(([key, value]) => previous[key] === value);
    if (current.exists && unchanged) return false;
    tx.set(activitiesRef, {
      ...counts,
      user_id: userId,
      group: user.get('current_group') ?? null,
      cohort: user.get('current_cohort') ?? null,
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
