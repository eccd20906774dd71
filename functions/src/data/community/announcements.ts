import { announcementsCollection, byDisplayOrder, type Announcement } from '@peer-coaching/domain';
import { chunks, collectionOf, db } from '../firestore.ts';
import { commitWithAudit, stageAudit } from '../audit/audit-log.ts';

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

export async function getAnnouncement(id: string): Promise<Announcement | null> {
  const snapshot = await announcements().doc(id).get();
  return snapshot.data() ?? null;
}

/** Several announcements by id (missing ones are left out). */
export async function getAnnouncements(ids: readonly string[]): Promise<Announcement[]> {
  if (ids.length === 0) return [];
  const snapshots = await db.getAll(...ids.map((id) => announcements().doc(id)));
  return snapshots.flatMap((s) => (s.exists ? [s.data() as Announcement] : []));
}

/** A fresh, random announcement id (Firestore's auto id). */
export const newAnnouncementId = () => announcements().doc().id;

/** Writes the whole announcement (creating or replacing it); the document repeats its id, as the seed's do. */
export async function saveAnnouncement(announcement: Announcement): Promise<void> {
  const ref = db.collection(announcementsCollection.path).doc(announcement.id);
  await commitWithAudit((batch) => batch.set(ref, { ...announcement }));
}

export async function deleteAnnouncement(id: string): Promise<void> {
  await commitWithAudit((batch) => batch.delete(db.collection(announcementsCollection.path).doc(id)));
}

/** Sets each announcement's `order` in one batch (at most ANNOUNCEMENT_REORDER_MAX), so peers never see half a reorder. */
export async function writeAnnouncementOrders(orders: readonly { id: string; order: number }[]): Promise<void> {
  if (orders.length === 0) return;
  const batch = db.batch();
  for (const { id, order } of orders) batch.update(db.collection(announcementsCollection.path).doc(id), { order });
  stageAudit(batch);
  await batch.commit();
}
