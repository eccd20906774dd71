/**
 * cohort_reports/{cohortId} (domain/src/cohort-reports.ts, docs/reports.md): each trigger rewrites
 * only its own entry (one peer, or one survey) by field path, after reading the sources afresh,
 * so that entries of different people never overwrite each other and a redelivery converges on
 * what the sources say now. An entry already equal to the built one is not written again.
 */
import {
  cohortReportsCollection,
  COLLECTION_PATHS,
  reportCohortsOf,
  reportPeerEntry,
  reportSurveyEntry,
  surveysCollection,
  usersCollection,
  type CohortReport,
  type CohortReportSurvey,
  type SurveyResponse,
} from '@peer-coaching/domain';
import { isDeepStrictEqual } from 'node:util';
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { collectionOf, db, storedOrNull } from './firestore.ts';

/** A cohort's report as stored, or null before its first peer or survey. */
export async function getCohortReport(cohortId: string): Promise<CohortReport | null> {
  return (await collectionOf(cohortReportsCollection).doc(cohortId).get()).data() ?? null;
}

const reportRef = (cohortId: string) => db.collection(COLLECTION_PATHS.cohortReports).doc(cohortId);

/** gRPC ALREADY_EXISTS: another trigger created the report first. */
const ALREADY_EXISTS = 6;

/** The cohort's report, created empty (with the cohort's group) when it does not exist yet. */
async function reportOf(cohortId: string, groupHint: string | null): Promise<DocumentSnapshot | null> {
  const ref = reportRef(cohortId);
  const current = await ref.get();
  if (current.exists) return current;
  const group = ((await db.collection(COLLECTION_PATHS.cohorts).doc(cohortId).get()).get('group') ?? groupHint) as
    string | null;
  if (!group) return null; // no such cohort: nothing to report on
  try {
    await ref.create({ group, peers: {}, surveys: {}, updated_at: FieldValue.serverTimestamp() });
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
  }
  return ref.get();
}

/** Replaces one entry (`peers.{id}` or `surveys.{id}`) unless it already holds `value`; null deletes it. */
async function writeEntry(
  report: DocumentSnapshot,
  map: 'peers' | 'surveys',
  id: string,
  value: object | null,
  stored: (raw: unknown) => unknown = (raw) => raw,
): Promise<void> {
  const path = new FieldPath(map, id);
  const current = report.get(path) as unknown;
  if (value === null ? current === undefined : isDeepStrictEqual(stored(current), value)) return;
  await report.ref.update(path, value ?? FieldValue.delete(), 'updated_at', FieldValue.serverTimestamp());
}

/**
 * Writes a person's entry into the report of each cohort they are a peer of (their profile and a
 * copy of their activities document), and removes it from `formerCohorts` they are no longer in.
 */
export async function refreshReportPeer(userId: string, formerCohorts: readonly string[] = []): Promise<void> {
  const [user, activities] = await Promise.all([
    collectionOf(usersCollection).doc(userId).get(),
    // Read without the schema: an older document missing a field is still worth reporting.
    db.collection(COLLECTION_PATHS.activities).doc(userId).get(),
  ]);
  const person = storedOrNull(user);
  const cohorts = reportCohortsOf(person);
  await Promise.all([
    ...cohorts.map(async (cohortId) => {
      const report = await reportOf(cohortId, person!.current_group);
      if (report)
        await writeEntry(
          report,
          'peers',
          userId,
          reportPeerEntry(person!, activities.data() as Parameters<typeof reportPeerEntry>[1]),
        );
    }),
    ...formerCohorts
      .filter((cohortId) => !cohorts.includes(cohortId))
      .map(async (cohortId) => {
        const report = await reportRef(cohortId).get();
        if (report.exists) await writeEntry(report, 'peers', userId, null);
      }),
  ]);
}

const storedSurveyEntry = (raw: unknown): unknown => {
  const entry = raw as (Omit<CohortReportSurvey, 'opens_at'> & { opens_at: Timestamp | null }) | undefined;
  return entry && { ...entry, opens_at: entry.opens_at instanceof Timestamp ? entry.opens_at.toDate() : null };
};

/**
 * Writes a survey's entry (title, when it opens, who submitted) into the report of each of its
 * cohorts, and removes it from `formerCohorts` it no longer goes to (or from all, once deleted).
 */
export async function refreshReportSurvey(surveyId: string, formerCohorts: readonly string[] = []): Promise<void> {
  const survey = storedOrNull(await collectionOf(surveysCollection).doc(surveyId).get());
  const cohorts = survey?.cohorts ?? [];
  await Promise.all([
    ...cohorts.map(async (cohortId) => {
      const responses = await db
        .collection(COLLECTION_PATHS.surveyResponses)
        .where('survey_id', '==', surveyId)
        .where('cohort', '==', cohortId)
        .select('user_id', 'status', 'cohort')
        .get();
      const entry = reportSurveyEntry(
        survey!,
        cohortId,
        responses.docs.map((d) => d.data() as Pick<SurveyResponse, 'user_id' | 'status' | 'cohort'>),
      );
      const report = await reportOf(cohortId, survey!.group);
      if (report) await writeEntry(report, 'surveys', surveyId, entry, storedSurveyEntry);
    }),
    ...formerCohorts
      .filter((cohortId) => !cohorts.includes(cohortId))
      .map(async (cohortId) => {
        const report = await reportRef(cohortId).get();
        if (report.exists) await writeEntry(report, 'surveys', surveyId, null);
      }),
  ]);
}
