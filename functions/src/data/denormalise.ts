/**
 * Keeps the denormalised copies true (docs/data-model.md, "Derived data and repairs"):
 * - attendance.activity and attendance.group are the event's `activity` and `group`;
 * - activities.group and activities.cohort are the person's `current_group` and `current_cohort`,
 *   and so is attendance.cohort.
 * Each function reads the source document and the copies in one transaction and writes only the
 * copies that differ, so it is idempotent, and a delivery that arrives late finds the source as it
 * is now rather than as the delivery saw it.
 */
import {
  activitiesCollection,
  attendanceCollection,
  eventsCollection,
  usersCollection,
  type AttendanceRecord,
} from '@peer-coaching/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { collectionOf } from './firestore.ts';
import { runCheckedTransaction } from './transactions.ts';

/** Records updated per transaction (Firestore allows 500 writes in one). */
const PAGE = 400;

/** Whether an event write changed a field its attendance records copy. */
export function eventCopiesChanged(
  before: { activity?: unknown; group?: unknown } | undefined,
  after: { activity?: unknown; group?: unknown } | undefined,
): boolean {
  if (!before || !after) return false; // a new event has no records yet; a deleted one keeps them as they are
  return before.activity !== after.activity || before.group !== after.group;
}

/** Whether a person's write changed what their activities and attendance copy. */
export function personCopiesChanged(
  before: { current_group?: unknown; current_cohort?: unknown } | undefined,
  after: { current_group?: unknown; current_cohort?: unknown } | undefined,
): boolean {
  if (!before || !after) return false; // a new person has no copies yet; a deleted one's are left alone
  return before.current_group !== after.current_group || before.current_cohort !== after.current_cohort;
}

/**
 * Copies the event's `activity` and `group` onto its attendance records, a page of records per
 * transaction. Returns how many records changed. A deleted event leaves its records alone.
 */
export async function syncEventAttendance(eventId: string): Promise<number> {
  const eventRef = collectionOf(eventsCollection).doc(eventId);
  const records = collectionOf(attendanceCollection)
    .where('event_id', '==', eventId)
    .orderBy(FieldPath.documentId())
    .limit(PAGE);
  let updated = 0;
  let after: string | undefined;
  for (;;) {
    const page = await runCheckedTransaction(async (tx) => {
      const [event, snapshot] = await Promise.all([
        tx.get(eventRef),
        tx.get(after === undefined ? records : records.startAfter(after)),
      ]);
      const source = event.data();
      if (!source) return { size: 0, last: undefined, changed: 0 };
      // Every record is read (and checked) before the first write.
      const stale = snapshot.docs.filter((doc) => {
        const record = doc.data();
        return record.activity !== source.activity || record.group !== source.group;
      });
      for (const doc of stale) {
        tx.update(doc.ref, { activity: source.activity, group: source.group } satisfies Partial<AttendanceRecord>);
      }
      return { size: snapshot.size, last: snapshot.docs.at(-1)?.id, changed: stale.length };
    });
    updated += page.changed;
    if (page.size < PAGE || page.last === undefined) return updated;
    after = page.last;
  }
}

export interface PersonSync {
  /** Whether activities/{uid}.group or .cohort changed. */
  activities: boolean;
  /** How many of the person's attendance records got their current cohort. */
  records: number;
}

/**
 * Copies a person's current group and cohort onto their activities document (when they have
 * one: staff switch cohorts too, and get no activities for it) and their current cohort onto their
 * attendance records. A person without a current cohort keeps the cohort their records name.
 * One transaction: a person's records (one per event of their program) stay far below its 500 writes.
 */
export async function syncPersonCohort(userId: string): Promise<PersonSync> {
  const userRef = collectionOf(usersCollection).doc(userId);
  const activitiesRef = collectionOf(activitiesCollection).doc(userId);
  return runCheckedTransaction(async (tx) => {
    const [user, activities, records] = await Promise.all([
      tx.get(userRef),
      tx.get(activitiesRef),
      tx.get(collectionOf(attendanceCollection).where('user_id', '==', userId)),
    ]);
    const person = user.data();
    if (!person) return { activities: false, records: 0 };
    const group = person.current_group ?? null;
    const cohort = person.current_cohort ?? null;
    // Every document is read (and checked) before the first write. The activities document is
    // read field by field, without its schema: one that predates the schema still gets fixed.
    const activitiesStale =
      activities.exists && (activities.get('group') !== group || activities.get('cohort') !== cohort);
    const staleRecords = cohort === null ? [] : records.docs.filter((doc) => doc.data().cohort !== cohort);
    if (activitiesStale) tx.update(activitiesRef, { group, cohort });
    if (cohort !== null) {
      for (const doc of staleRecords) tx.update(doc.ref, { cohort } satisfies Partial<AttendanceRecord>);
    }
    return { activities: activitiesStale, records: staleRecords.length };
  });
}
