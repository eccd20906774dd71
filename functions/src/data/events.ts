import {
  attendanceCollection,
  eventsCollection,
  type AttendanceRecord,
  type CalendarEvent,
} from '@peer-coaching/domain';
import { chunks, collectionOf } from './firestore.ts';

const events = () => collectionOf(eventsCollection);
const attendance = () => collectionOf(attendanceCollection);

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
