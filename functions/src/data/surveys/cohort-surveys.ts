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
  type CohortSurveys,
  type CohortSurveysContent,
  type Survey,
} from '@peer-coaching/domain';
import { rebuildCohortDocument, type CohortDocument, type CohortRebuild } from '../cohort-documents.ts';
import { collectionOf, db } from '../firestore.ts';

const COHORT_SURVEYS: CohortDocument<Survey, CohortSurveys, CohortSurveysContent> = {
  target: cohortSurveysCollection,
  sources: (cohortId) => collectionOf(surveysCollection).where('cohorts', 'array-contains', cohortId),
  build: buildCohortSurveys,
  same: sameCohortSurveys,
};

/** Rebuilds one cohort's document; a cohort with neither a document nor surveys has none. */
export const rebuildCohortSurveys = (cohortId: string): Promise<CohortRebuild> =>
  rebuildCohortDocument(cohortId, COHORT_SURVEYS);

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
