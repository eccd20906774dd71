import { announcementsCollection, byDisplayOrder, type Announcement } from '@peer-coaching/domain';
import { chunks, collectionOf } from './firestore.ts';

const announcements = () => collectionOf(announcementsCollection);

/** Announcements for any of the cohorts, each once, in display order. */
export async function listAnnouncementsForCohorts(cohortIds: string[]): Promise<Announcement[]> {
  const batches = await Promise.all(
    chunks(cohortIds).map((ids) => announcements().where('cohorts', 'array-contains-any', ids).get()),
  );
  const byId = new Map(batches.flatMap((b) => b.docs.map((d) => [d.id, d.data()] as const)));
  return byDisplayOrder([...byId.values()]);
}

export async function listAnnouncementsOfGroup(groupId: string): Promise<Announcement[]> {
  const snapshot = await announcements().where('group', '==', groupId).get();
  return byDisplayOrder(snapshot.docs.map((d) => d.data()));
}
