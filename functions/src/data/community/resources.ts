/** resources/{id}: the group's resources library (docs/resources.md), written by staff through the API. */
import { resourcesCollection, sortedResources, type Resource } from '@peer-coaching/domain';
import { collectionOf, db } from '../firestore.ts';
import { commitWithAudit, stageAudit } from '../audit/audit-log.ts';

const resources = () => collectionOf(resourcesCollection);
const raw = (id: string) => db.collection(resourcesCollection.path).doc(id);

/** Every resource of a group, by category then order. */
export async function listResourcesOfGroup(groupId: string): Promise<Resource[]> {
  const snapshot = await resources().where('group', '==', groupId).get();
  return sortedResources(snapshot.docs.map((d) => d.data()));
}

export async function getResource(id: string): Promise<Resource | null> {
  const snapshot = await resources().doc(id).get();
  return snapshot.data() ?? null;
}

/** Several resources by id (missing ones are left out). */
export async function getResources(ids: readonly string[]): Promise<Resource[]> {
  if (ids.length === 0) return [];
  const snapshots = await db.getAll(...ids.map((id) => resources().doc(id)));
  return snapshots.flatMap((s) => (s.exists ? [s.data() as Resource] : []));
}

/** A fresh, random resource id (Firestore's auto id). */
export const newResourceId = () => resources().doc().id;

/** Writes the whole resource (creating or replacing it), stored without its id (the document's id). */
export async function saveResource({ id, ...fields }: Resource): Promise<void> {
  await commitWithAudit((batch) => batch.set(raw(id), fields));
}

export async function deleteResource(id: string): Promise<void> {
  await commitWithAudit((batch) => batch.delete(raw(id)));
}

/** Sets each resource's `order` in one batch, so readers never see half a reorder. */
export async function writeResourceOrders(orders: readonly { id: string; order: number }[], at: Date): Promise<void> {
  if (orders.length === 0) return;
  const batch = db.batch();
  for (const { id, order } of orders) batch.update(raw(id), { order, updated_at: at });
  stageAudit(batch);
  await batch.commit();
}
