/**
 * A cohort's derived document (its calendar, its survey list): rebuilt whole from the sources whose
 * `cohorts` contain the cohort, inside a transaction, so a duplicate delivery, a retry or
 * deliveries out of order all end with what the sources say. One rebuild for every such document.
 */
import { cohortsCollection, type Collection } from '@peer-coaching/domain';
import { FieldValue, type Query } from 'firebase-admin/firestore';
import { collectionOf, db, storedOrNull } from './firestore.ts';
import { runCheckedTransaction } from './transactions.ts';

export type CohortRebuild = 'written' | 'unchanged' | 'deleted';

/** Transaction attempts: a seed or redate wakes a trigger once per source, all on a few documents. */
const MAX_ATTEMPTS = 20;

export interface CohortDocument<Source extends { id: string; group: string }, Stored extends { id: string }, Built> {
  /** The derived documents, one per cohort. */
  target: Collection<Stored>;
  /** The query of a cohort's sources (those whose `cohorts` contain it), written out where the index check sees it. */
  sources(cohortId: string): Query<Source>;
  build(sources: Source[], cohortId: string, group: string): Built;
  /** Whether the stored document (null when missing or malformed) already says what `built` says. */
  same(stored: Stored | null, built: Built, cohortId: string): boolean;
}

/**
 * Rebuilds one cohort's document. Its group is the cohort's group (cohorts/{id}); for a cohort
 * without a document, the group of its sources. A cohort with neither has no document (a stored
 * one is deleted). Skips the write when the stored document already says the same.
 */
export async function rebuildCohortDocument<
  Source extends { id: string; group: string },
  Stored extends { id: string },
  Built extends object,
>(cohortId: string, document: CohortDocument<Source, Stored, Built>): Promise<CohortRebuild> {
  const ref = collectionOf(document.target).doc(cohortId);
  return runCheckedTransaction(
    async (tx) => {
      const [cohort, sources, current] = await Promise.all([
        tx.get(collectionOf(cohortsCollection).doc(cohortId)),
        tx.get(document.sources(cohortId)),
        tx.get(ref),
      ]);
      const list = sources.docs.map((d) => d.data());
      const group = cohort.data()?.group ?? list[0]?.group;
      if (group === undefined) {
        if (!current.exists) return 'unchanged';
        tx.delete(ref);
        return 'deleted';
      }
      const built = document.build(list, cohortId, group);
      if (document.same(storedOrNull(current), built, cohortId)) return 'unchanged';
      // Written without the converter: its toFirestore would not take the server timestamp.
      tx.set(db.collection(document.target.path).doc(cohortId), {
        ...built,
        updated_at: FieldValue.serverTimestamp(),
      });
      return 'written';
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}
