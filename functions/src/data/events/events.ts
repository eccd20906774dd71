import {
  apologiesCollection,
  attendanceCollection,
  eventSecretsCollection,
  eventsCollection,
  type Apology,
  type AttendanceRecord,
  type CalendarEvent,
} from '@peer-coaching/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { chunks, collectionOf, db } from '../firestore.ts';
import { commitWithAudit } from '../audit/audit-log.ts';

const events = () => collectionOf(eventsCollection);
const attendance = () => collectionOf(attendanceCollection);
const apologies = () => collectionOf(apologiesCollection);

/** Events for any of the cohorts, each once, sorted by start. */
export async function listEventsForCohorts(cohortIds: string[]): Promise<CalendarEvent[]> {
  const batches = await Promise.all(
    chunks(cohortIds).map((ids) => events().where('cohorts', 'array-contains-any', ids).orderBy('start_date').get()),
  );
  const byId = new Map(batches.flatMap((b) => b.docs.map((d) => [d.id, d.data()] as const)));
  return [...byId.values()].sort((a, b) => a.start_date.getTime() - b.start_date.getTime());
}

export async function listEventsOfGroup(groupId: string): Promise<CalendarEvent[]> {
  const snapshot = await events().where('group', '==', groupId).orderBy('start_date').get();
  return snapshot.docs.map((d) => d.data());
}

export async function listAttendanceOfUser(userId: string): Promise<AttendanceRecord[]> {
  const snapshot = await attendance().where('user_id', '==', userId).get();
  return snapshot.docs.map((d) => d.data());
}

export async function getEvent(id: string): Promise<CalendarEvent | null> {
  const snapshot = await events().doc(id).get();
  return snapshot.data() ?? null;
}

/** A fresh, random event id (Firestore's auto id). */
export const newEventId = () => events().doc().id;

/** Writes the whole event (creating or replacing it); the document repeats its id, as the seed's do. */
export async function saveEvent(event: CalendarEvent): Promise<void> {
  await commitWithAudit((batch) => batch.set(db.collection(eventsCollection.path).doc(event.id), { ...event }));
}

export async function listAttendanceOfEvent(eventId: string): Promise<AttendanceRecord[]> {
  const snapshot = await attendance().where('event_id', '==', eventId).get();
  return snapshot.docs.map((d) => d.data());
}

export async function listApologiesOfEvent(eventId: string): Promise<Apology[]> {
  const snapshot = await apologies().where('event_id', '==', eventId).get();
  return snapshot.docs.map((d) => d.data());
}

/** Deletes per batch (Firestore allows 500 writes in one). */
const BATCH = 400;

/**
 * Deletes an event with what hangs off it: its attendance records (the attendance trigger then
 * recounts each person), its apologies and its check-in secret. The event goes last, so a delete
 * that fails halfway leaves the event in place and can simply be repeated.
 */
export async function deleteEventAndDependents(eventId: string): Promise<void> {
  const [records, sent] = await Promise.all([
    db.collection(attendanceCollection.path).where('event_id', '==', eventId).select().get(),
    db.collection(apologiesCollection.path).where('event_id', '==', eventId).select().get(),
  ]);
  const refs: DocumentReference[] = [
    ...records.docs.map((d) => d.ref),
    ...sent.docs.map((d) => d.ref),
    db.collection(eventSecretsCollection.path).doc(eventId),
  ];
  for (const part of chunks(refs, BATCH)) {
    const batch = db.batch();
    for (const ref of part) batch.delete(ref);
    await batch.commit();
  }
  await commitWithAudit((batch) => batch.delete(db.collection(eventsCollection.path).doc(eventId)));
}
