/**
 * The sandbox's documents (docs/sandbox.md): reading the template group's, deleting a private
 * sandbox's, writing a copy, and pointing its owner at it. Raw documents, Timestamps as they are:
 * a copy is the template with its ids mapped (domain/src/sandbox/sandbox.ts), nothing else changed.
 */
import { COLLECTION_PATHS, SANDBOX_GROUP_ID, type StoredDocument } from '@peer-coaching/domain';
import { isDeepStrictEqual } from 'node:util';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../firestore.ts';
import { stageAudit } from '../audit/audit-log.ts';

/** Every collection whose documents name their group in `group`. */
const GROUP_COLLECTIONS = [
  COLLECTION_PATHS.cohorts,
  COLLECTION_PATHS.events,
  COLLECTION_PATHS.eventSecrets,
  COLLECTION_PATHS.announcements,
  COLLECTION_PATHS.attendance,
  COLLECTION_PATHS.activities,
  COLLECTION_PATHS.apologies,
  COLLECTION_PATHS.cohortCalendars,
  COLLECTION_PATHS.cohortSurveys,
  COLLECTION_PATHS.cohortReports,
  COLLECTION_PATHS.cohortReportShards,
  COLLECTION_PATHS.certificates,
  COLLECTION_PATHS.surveys,
  COLLECTION_PATHS.surveyResponses,
  COLLECTION_PATHS.surveyReminders,
  COLLECTION_PATHS.matchingRounds,
  COLLECTION_PATHS.matchingPartners,
  COLLECTION_PATHS.groupEmails,
  COLLECTION_PATHS.resources,
  COLLECTION_PATHS.discussionThreads,
  COLLECTION_PATHS.discussionPosts,
] as const;

/** Firestore allows 500 writes in one batch. */
const BATCH = 400;

/** A document and everything under it (a group's settings, pages and their versions). */
async function withSubcollections(ref: DocumentReference): Promise<StoredDocument[]> {
  const snapshot = await ref.get();
  if (!snapshot.exists) return [];
  const below = await Promise.all(
    (await ref.listCollections()).map(async (collection) => {
      const docs = await collection.listDocuments();
      return (await Promise.all(docs.map(withSubcollections))).flat();
    }),
  );
  return [{ path: ref.path, data: snapshot.data()! }, ...below.flat()];
}

/** The group's documents: the group (with its sub-collections), its peers, and every document naming it. */
async function groupDocuments(group: string): Promise<StoredDocument[]> {
  const [own, peers, ...named] = await Promise.all([
    withSubcollections(db.collection(COLLECTION_PATHS.groups).doc(group)),
    db.collection(COLLECTION_PATHS.users).where('group', 'array-contains', group).where('role', '==', 'peer').get(),
    ...GROUP_COLLECTIONS.map((collection) => db.collection(collection).where('group', '==', group).get()),
  ]);
  return [
    ...own,
    ...[peers, ...named].flatMap((snapshot) => snapshot.docs.map((d) => ({ path: d.ref.path, data: d.data() }))),
  ];
}

export const readSandboxTemplate = () => groupDocuments(SANDBOX_GROUP_ID);

export async function writeSandboxDocuments(documents: readonly StoredDocument[]): Promise<void> {
  for (let i = 0; i < documents.length; i += BATCH) {
    const batch = db.batch();
    documents.slice(i, i + BATCH).forEach(({ path, data }) => batch.set(db.doc(path), data));
    await batch.commit();
  }
}

/**
 * Makes a private sandbox equal to `copy` by difference (the reset): the documents that differ
 * from the copy's are written, those the copy lacks are deleted, the rest are left alone. A reset
 * after a few changes writes a few documents and wakes a few triggers, not one per document of
 * the sandbox twice (a delete, then a write), and what the copy holds of derived documents
 * (calendars, reports, activities) is in place when it answers. The sample peers'
 * issued-certificate guards go as before. Returns how many documents it wrote and deleted.
 */
export async function resetSandboxDocuments(
  group: string,
  copy: readonly StoredDocument[],
): Promise<{ written: number; deleted: number }> {
  const current = await groupDocuments(group);
  const wanted = new Map(copy.map((d) => [d.path, d.data]));
  const stored = new Map(current.map((d) => [d.path, d.data]));
  const deletions = [
    ...current.filter(({ path }) => !wanted.has(path)).map(({ path }) => path),
    ...current
      .filter(({ path }) => path.startsWith(`${COLLECTION_PATHS.users}/`))
      .map(({ path }) => `${COLLECTION_PATHS.certificateHolders}/${path.split('/')[1]}`),
  ];
  const writes = copy.filter(({ path, data }) => !isDeepStrictEqual(stored.get(path), data));
  const operations = [
    ...deletions.map((path) => ({ path, data: null })),
    ...writes.map(({ path, data }) => ({ path, data })),
  ];
  for (let i = 0; i < operations.length; i += BATCH) {
    const batch = db.batch();
    for (const { path, data } of operations.slice(i, i + BATCH)) {
      if (data) batch.set(db.doc(path), data);
      else batch.delete(db.doc(path));
    }
    stageAudit(batch); // the same entry in each batch: one, whichever commit it comes with
    await batch.commit();
  }
  return { written: writes.length, deleted: deletions.length };
}

export async function sandboxExists(group: string): Promise<boolean> {
  return (await db.collection(COLLECTION_PATHS.groups).doc(group).get()).exists;
}

/**
 * Puts the owner in their sandbox: it becomes a group they run and their current one. The
 * template leaves their `group_list` (nobody runs it but admins; it stays in `group`, which is
 * what makes them a member of the facilitators group).
 */
export async function pointOwnerAtSandbox(userId: string, group: string, cohort: string | null): Promise<void> {
  const ref = db.collection(COLLECTION_PATHS.users).doc(userId);
  // Two updates: one update cannot both remove from and add to the same array field.
  await ref.update({ group_list: FieldValue.arrayRemove(SANDBOX_GROUP_ID) });
  await ref.update({
    group: FieldValue.arrayUnion(group),
    group_list: FieldValue.arrayUnion(group),
    current_group: group,
    current_cohort: cohort,
  });
}
