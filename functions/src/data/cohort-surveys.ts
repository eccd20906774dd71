/**
 * cohort_surveys/{cohortId}: a cohort's published surveys without their questions, rebuilt by the
 * survey trigger (domain surveys/cohort-surveys.ts). Each rebuild reads the cohort's surveys and
 * writes the whole document inside a transaction, so a duplicate delivery, a retry or deliveries
 * out of order all end with what the surveys say. Survey writes are rare (staff, and the windows'
 * trigger when a calendar moves), so reading the cohort's surveys each time is cheap.
 */
import {
  buildCohortSurveys,
  cohortSurveysCollection,
  cohortsCollection,
  sameCohortSurveys,
  surveysCollection,
} from '@peer-coaching/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { collectionOf, db, storedOrNull } from './firestore.ts';
import { runCheckedTransaction } from './transactions.ts';

/** Transaction attempts: the seed's redating wakes the trigger once per survey, on a few documents. */
const MAX_ATTEMPTS = 20;

/** Rebuilds one cohort's document; a cohort with neither a document nor surveys has none. */
export async function rebuildCohortSurveys(cohortId: string): Promise<'written' | 'unchanged' | 'deleted'> {
  const ref = collectionOf(cohortSurveysCollection).doc(cohortId);
  return runCheckedTransaction(
    async (tx) => {
      const [cohort, surveys, current] = await Promise.all([
        tx.get(collectionOf(cohortsCollection).doc(cohortId)),
        tx.get(collectionOf(surveysCollection).where('cohorts', 'array-contains', cohortId)),
        tx.get(ref),
      ]);
      const list = surveys.docs.map((d) => d.data());
      const group = cohort.data()?.group ?? list[0]?.group;
      if (group === undefined) {
        if (!current.exists) return 'unchanged';
        tx.delete(ref);
        return 'deleted';
      }
      const built = buildCohortSurveys(list, cohortId, group);
      if (sameCohortSurveys(storedOrNull(current), built, cohortId)) return 'unchanged';
      // Written without the converter: its toFirestore would not take the server timestamp.
      tx.set(db.collection(cohortSurveysCollection.path).doc(cohortId), {
        ...built,
        updated_at: FieldValue.serverTimestamp(),
      });
      return 'written';
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}

/** The survey trigger's work here: the documents of every cohort the survey was or is in. */
export async function syncCohortSurveys(cohortsBefore: readonly string[], cohortsAfter: readonly string[]) {
  const cohorts = [...new Set([...cohortsBefore, ...cohortsAfter])].filter((c) => typeof c === 'string' && c !== '');
  await Promise.all(cohorts.map(rebuildCohortSurveys));
}

/** Every cohort that has a document or a survey: whose lists a repair rebuilds. */
export async function listSurveyCohortIds(): Promise<string[]> {
  const [cohorts, surveys] = await Promise.all([
    db.collection(cohortsCollection.path).select().get(),
    db.collection(surveysCollection.path).select('cohorts').get(),
  ]);
  const ids = new Set(cohorts.docs.map((d) => d.id));
  for (const survey of surveys.docs)
    for (const id of (survey.get('cohorts') as string[] | undefined) ?? []) ids.add(id);
  return [...ids].sort();
}
