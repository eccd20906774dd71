/**
 * Surveys as a peer's list and the counting trigger read them (docs/surveys.md): published surveys
 * of some cohorts, a person's responses, and the derived fields of a survey (its windows per
 * cohort and the question map the rules check answers against).
 */
import {
  cohortCalendarsCollection,
  COLLECTION_PATHS,
  derivedQuestionFields,
  surveyResponsesCollection,
  surveysCollection,
  surveyWindowsByCohort,
  type CohortCalendar,
  type Survey,
  type SurveyActivity,
  type SurveyResponse,
} from '@peer-coaching/domain';
import { isDeepStrictEqual } from 'node:util';
import { chunks, collectionOf, db } from '../firestore.ts';
import { runCheckedTransaction } from '../transactions.ts';

const surveys = () => collectionOf(surveysCollection);
const responses = () => collectionOf(surveyResponsesCollection);

/** Published surveys of any of these cohorts (array-contains-any, 30 at a time). */
export async function listPublishedSurveysForCohorts(cohortIds: readonly string[]): Promise<Survey[]> {
  const found = new Map<string, Survey>();
  for (const part of chunks(cohortIds)) {
    const snapshot = await surveys().where('cohorts', 'array-contains-any', part).where('published', '==', true).get();
    for (const doc of snapshot.docs) found.set(doc.id, doc.data());
  }
  return [...found.values()];
}

/** Every response of a person. */
export async function listResponsesOfUser(userId: string): Promise<SurveyResponse[]> {
  const snapshot = await responses().where('user_id', '==', userId).get();
  return snapshot.docs.map((d) => d.data());
}

/** What each survey counts toward, by id (missing surveys: none). */
export async function countsTowardOf(surveyIds: readonly string[]): Promise<Record<string, SurveyActivity | null>> {
  const unique = [...new Set(surveyIds)];
  if (unique.length === 0) return {};
  const snapshots = await db.getAll(...unique.map((id) => db.collection(COLLECTION_PATHS.surveys).doc(id)));
  return Object.fromEntries(
    snapshots.map((s) => [s.id, s.exists ? ((s.get('counts_toward') as SurveyActivity | null) ?? null) : null]),
  );
}

/** Survey ids of a cohort (every survey naming it, published or not). */
export async function listSurveyIdsOfCohort(cohortId: string): Promise<string[]> {
  const snapshot = await db
    .collection(COLLECTION_PATHS.surveys)
    .where('cohorts', 'array-contains', cohortId)
    .select()
    .get();
  return snapshot.docs.map((d) => d.id);
}

export type DerivedOutcome = 'written' | 'unchanged' | 'missing';

/**
 * Recomputes a survey's derived fields from its questions and its cohorts' calendars, in a
 * transaction, writing only when they differ: run on every write of the survey and of a calendar
 * of its cohorts, it converges whatever the order of deliveries, and its own write finds nothing
 * to change the next time.
 */
export async function refreshSurveyDerived(surveyId: string): Promise<DerivedOutcome> {
  return runCheckedTransaction(async (tx) => {
    const survey = (await tx.get(surveys().doc(surveyId))).data();
    if (!survey) return 'missing';
    const calendarRefs = survey.cohorts.map((id) => collectionOf(cohortCalendarsCollection).doc(id));
    const calendars = calendarRefs.length > 0 ? await tx.getAll(...calendarRefs) : [];
    const events = Object.fromEntries(
      calendars.flatMap((s) => (s.exists ? [[s.id, (s.data() as CohortCalendar).events] as const] : [])),
    );
    const windows = surveyWindowsByCohort(survey, events);
    const derived = derivedQuestionFields(survey.questions);
    const same =
      isDeepStrictEqual(comparable(survey.windows ?? {}), comparable(windows)) &&
      isDeepStrictEqual(survey.question_map ?? {}, derived.question_map) &&
      isDeepStrictEqual(survey.required_ids, derived.required_ids);
    if (same) return 'unchanged';
    tx.update(db.collection(COLLECTION_PATHS.surveys).doc(surveyId), { windows, ...derived });
    return 'written';
  });
}

/** Windows with their dates as milliseconds, so stored and computed ones compare. */
function comparable(windows: Survey['windows']) {
  return Object.fromEntries(
    Object.entries(windows).map(([cohort, byKey]) => [
      cohort,
      Object.fromEntries(
        Object.entries(byKey).map(([key, w]) => [
          key,
          { ...w, opens_at: w.opens_at.getTime(), closes_at: w.closes_at.getTime() },
        ]),
      ),
    ]),
  );
}

/** Every response to a survey (the recount of its respondents when what it counts changes). */
export async function listResponsesOfSurvey(surveyId: string): Promise<SurveyResponse[]> {
  const snapshot = await responses().where('survey_id', '==', surveyId).get();
  return snapshot.docs.map((d) => d.data());
}
