import { cohortsCollection, groupsCollection, type Cohort, type Group } from '@peer-coaching/domain';
import { chunks, collectionOf, db } from '../firestore.ts';

const groups = () => collectionOf(groupsCollection);
const cohorts = () => collectionOf(cohortsCollection);

export async function listGroups(): Promise<Group[]> {
  const snapshot = await groups().orderBy('name').get();
  return snapshot.docs.map((d) => d.data());
}

export async function listCohorts(): Promise<Cohort[]> {
  const snapshot = await cohorts().get();
  return snapshot.docs.map((d) => d.data());
}

export async function listCohortsOfGroups(groupIds: string[]): Promise<Cohort[]> {
  const batches = await Promise.all(chunks(groupIds).map((ids) => cohorts().where('group', 'in', ids).get()));
  return batches.flatMap((b) => b.docs.map((d) => d.data())).sort((a, b) => a.name.localeCompare(b.name));
}

/** The cohorts that exist among the ids, in one round trip. */
export async function getCohorts(ids: string[]): Promise<Cohort[]> {
  if (ids.length === 0) return [];
  // getAll is typed loosely, but the refs carry the converter, so the data is a Cohort.
  const snapshots = await db.getAll(...ids.map((id) => cohorts().doc(id)));
  return snapshots.flatMap((s) => (s.exists ? [s.data() as Cohort] : []));
}
