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
  type CohortReportPeer,
  type CohortReportSurvey,
  type SurveyResponse,
} from '@peer-coaching/domain';
import { isDeepStrictEqual } from 'node:util';
import { FieldPath, FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { collectionOf, db, storedOrNull } from './firestore.ts';
import { runCheckedTransaction } from './transactions.ts';

/**
 * Transaction attempts for a report's entries: every peer of a cohort shares its report document,
 * so a seed, a move of many people or a burst of marks has their transactions take turns on it
 * (the calendars allow as many, for the same reason).
 */
export const REPORT_TX_ATTEMPTS = 20;

/** A cohort's report as stored, or null before its first peer or survey. */
export async function getCohortReport(cohortId: string): Promise<CohortReport | null> {
  return (await collectionOf(cohortReportsCollection).doc(cohortId).get()).data() ?? null;
}

const reportRef = (cohortId: string) => db.collection(COLLECTION_PATHS.cohortReports).doc(cohortId);

/** A person's entry in one cohort's report, as read in a transaction (only that entry is read). */
export interface ReportEntryRead {
  cohortId: string;
  ref: DocumentReference;
  /** Whether the report document exists; when it does not, `group` is its cohort's, to create it. */
  exists: boolean;
  group: string | null;
  current: unknown;
}

/**
 * Reads (in `tx`) the person's entry, and nothing else, of each cohort's report (a field mask: a
 * report holds every peer of the cohort, and an entry is all a refresh needs), plus the cohort of
 * each report not created yet. Locks those reports until the transaction ends, so two writers of
 * one entry take turns.
 */
export async function readReportEntries(
  tx: Transaction,
  userId: string,
  cohortIds: readonly string[],
): Promise<ReportEntryRead[]> {
  if (cohortIds.length === 0) return [];
  const refs = cohortIds.map(reportRef);
  const reports = await tx.getAll(...refs, { fieldMask: ['group', new FieldPath('peers', userId)] });
  const missing = cohortIds.filter((_, i) => !reports[i]!.exists);
  const cohorts =
    missing.length > 0
      ? await tx.getAll(...missing.map((id) => db.collection(COLLECTION_PATHS.cohorts).doc(id)), {
          fieldMask: ['group'],
        })
      : [];
  const groupOfMissing = new Map(
    missing.map((id, i) => [id, (cohorts[i]!.get('group') as string | undefined) ?? null]),
  );
  return cohortIds.map((cohortId, i) => {
    const report = reports[i]!;
    return {
      cohortId,
      ref: refs[i]!,
      exists: report.exists,
      group: report.exists
        ? ((report.get('group') as string | undefined) ?? null)
        : (groupOfMissing.get(cohortId) ?? null),
      current: report.exists ? (report.get(new FieldPath('peers', userId)) as unknown) : undefined,
    };
  });
}

/**
 * Writes (in `tx`) the person's entry into each report read, or removes it where `entry` is null;
 * an entry already equal is left alone (a replayed delivery writes nothing). Returns how many
 * reports were written.
 */
export function writeReportEntries(
  tx: Transaction,
  userId: string,
  reads: readonly ReportEntryRead[],
  entryOf: (cohortId: string) => CohortReportPeer | null,
): number {
  let written = 0;
  for (const read of reads) {
    const entry = entryOf(read.cohortId);
    if (entry === null ? read.current === undefined : isDeepStrictEqual(read.current, entry)) continue;
    if (read.exists) {
      tx.update(
        read.ref,
        new FieldPath('peers', userId),
        entry ?? FieldValue.delete(),
        'updated_at',
        FieldValue.serverTimestamp(),
      );
    } else if (entry && read.group) {
      tx.create(read.ref, {
        group: read.group,
        peers: { [userId]: entry },
        surveys: {},
        updated_at: FieldValue.serverTimestamp(),
      });
    } else {
      continue; // no such cohort, or nothing to remove
    }
    written += 1;
  }
  return written;
}

/**
 * Writes a person's entry into the report of each cohort they are a peer of (their profile and a
 * copy of their activities document), and removes it from `formerCohorts` they are no longer in,
 * in one transaction that reads the sources: an older delivery committing after a newer one reads
 * the same (newest) sources, so it never leaves older data. Returns how many reports it wrote.
 */
export async function refreshReportPeer(userId: string, formerCohorts: readonly string[] = []): Promise<number> {
  return runCheckedTransaction(
    async (tx) => {
      const [user, activities] = await Promise.all([
        tx.get(collectionOf(usersCollection).doc(userId)),
        // Read without the schema: an older document missing a field is still worth reporting.
        tx.get(db.collection(COLLECTION_PATHS.activities).doc(userId)),
      ]);
      const person = storedOrNull(user);
      const cohorts = reportCohortsOf(person);
      const reads = await readReportEntries(tx, userId, [
        ...cohorts,
        ...formerCohorts.filter((cohortId) => !cohorts.includes(cohortId)),
      ]);
      const entry = person && reportPeerEntry(person, activities.data() as Parameters<typeof reportPeerEntry>[1]);
      return writeReportEntries(tx, userId, reads, (cohortId) => (entry && cohorts.includes(cohortId) ? entry : null));
    },
    { maxAttempts: REPORT_TX_ATTEMPTS },
  );
}

/** A survey entry as stored, comparable with a built one: dates as Dates, respondents as a sorted set. */
const storedSurveyEntry = (raw: unknown): unknown => {
  const entry = raw as (Omit<CohortReportSurvey, 'opens_at'> & { opens_at: Timestamp | null }) | undefined;
  return (
    entry && {
      ...entry,
      opens_at: entry.opens_at instanceof Timestamp ? entry.opens_at.toDate() : null,
      submitted: [...new Set(entry.submitted ?? [])].sort(),
    }
  );
};

/** Reads (in `tx`) one survey's entry, and nothing else, of each cohort's report. */
async function readSurveyEntries(tx: Transaction, surveyId: string, cohortIds: readonly string[]) {
  if (cohortIds.length === 0) return [];
  const refs = cohortIds.map(reportRef);
  const reports = await tx.getAll(...refs, { fieldMask: ['group', new FieldPath('surveys', surveyId)] });
  const missing = cohortIds.filter((_, i) => !reports[i]!.exists);
  const cohorts =
    missing.length > 0
      ? await tx.getAll(...missing.map((id) => db.collection(COLLECTION_PATHS.cohorts).doc(id)), {
          fieldMask: ['group'],
        })
      : [];
  const groupOfMissing = new Map(
    missing.map((id, i) => [id, (cohorts[i]!.get('group') as string | undefined) ?? null]),
  );
  return cohortIds.map((cohortId, i) => ({
    cohortId,
    ref: refs[i]!,
    exists: reports[i]!.exists,
    group: groupOfMissing.get(cohortId) ?? null,
    current: reports[i]!.exists ? storedSurveyEntry(reports[i]!.get(new FieldPath('surveys', surveyId))) : undefined,
  }));
}

/**
 * Writes a survey's entry (title, when it opens, who submitted) into the report of each of its
 * cohorts, and removes it from `formerCohorts` it no longer goes to (or from all, once deleted), in
 * one transaction that reads the survey and the cohort's responses: a delivery committing late
 * reads the newest sources, so it never leaves an older list of respondents. Run when the survey
 * itself changes (rare); a response's change takes the cheaper `refreshReportRespondent`.
 */
export async function refreshReportSurvey(surveyId: string, formerCohorts: readonly string[] = []): Promise<number> {
  // The survey is read before the transaction, not in it: its trigger's other transaction
  // (refreshSurveyDerived) writes it, and on the emulator a lock held here chained the survey's,
  // then its calendars', writers behind the report's turn. Each write of the survey runs this again.
  const survey = storedOrNull(await collectionOf(surveysCollection).doc(surveyId).get());
  return runCheckedTransaction(
    async (tx) => {
      const cohorts = survey?.cohorts ?? [];
      const responsesOf = await Promise.all(
        cohorts.map(async (cohortId) =>
          (
            await tx.get(
              db
                .collection(COLLECTION_PATHS.surveyResponses)
                .where('survey_id', '==', surveyId)
                .where('cohort', '==', cohortId)
                .select('user_id', 'status', 'cohort'),
            )
          ).docs.map((d) => d.data() as Pick<SurveyResponse, 'user_id' | 'status' | 'cohort'>),
        ),
      );
      const reads = await readSurveyEntries(tx, surveyId, [
        ...cohorts,
        ...formerCohorts.filter((cohortId) => !cohorts.includes(cohortId)),
      ]);
      let written = 0;
      for (const read of reads) {
        const index = cohorts.indexOf(read.cohortId);
        const entry = index >= 0 ? reportSurveyEntry(survey!, read.cohortId, responsesOf[index]!) : null;
        if (entry === null ? read.current === undefined : isDeepStrictEqual(read.current, entry)) continue;
        if (read.exists) {
          tx.update(
            read.ref,
            new FieldPath('surveys', surveyId),
            entry ?? FieldValue.delete(),
            'updated_at',
            FieldValue.serverTimestamp(),
          );
        } else if (entry && read.group) {
          tx.create(read.ref, {
            group: read.group,
            peers: {},
            surveys: { [surveyId]: entry },
            updated_at: FieldValue.serverTimestamp(),
          });
        } else {
          continue;
        }
        written += 1;
      }
      return written;
    },
    { maxAttempts: REPORT_TX_ATTEMPTS },
  );
}

/**
 * A response's status changed: adds the person to, or removes them from, the survey's respondents
 * in each of its cohorts' reports, from all their responses to it (a rejection leaves them listed
 * while another window's response stands), in one transaction that reads those responses. The
 * list is changed by set operations (arrayUnion / arrayRemove), never rewritten from a copy, so
 * two people's submissions never overwrite each other and the list is never read. A report whose
 * entry is missing gets the whole entry (`refreshReportSurvey`).
 */
export async function refreshReportRespondent(surveyId: string, userId: string): Promise<void> {
  // Read before the transaction for the same reason as in refreshReportSurvey.
  const survey = storedOrNull(await collectionOf(surveysCollection).doc(surveyId).get());
  const missing = await runCheckedTransaction(
    async (tx) => {
      if (!survey) return false;
      const responses = (
        await tx.get(
          db
            .collection(COLLECTION_PATHS.surveyResponses)
            .where('user_id', '==', userId)
            .where('survey_id', '==', surveyId)
            .select('status', 'cohort'),
        )
      ).docs.map((d) => d.data() as Pick<SurveyResponse, 'status' | 'cohort'>);
      const refs = survey.cohorts.map(reportRef);
      if (refs.length === 0) return false;
      const reports = await tx.getAll(...refs, { fieldMask: [new FieldPath('surveys', surveyId, 'title')] });
      if (reports.some((r) => r.get(new FieldPath('surveys', surveyId, 'title')) === undefined)) return true;
      survey.cohorts.forEach((cohortId, i) => {
        const submitted = responses.some((r) => r.cohort === cohortId && r.status === 'submitted');
        tx.update(
          refs[i]!,
          new FieldPath('surveys', surveyId, 'submitted'),
          submitted ? FieldValue.arrayUnion(userId) : FieldValue.arrayRemove(userId),
          'updated_at',
          FieldValue.serverTimestamp(),
        );
      });
      return false;
    },
    { maxAttempts: REPORT_TX_ATTEMPTS },
  );
  if (missing) await refreshReportSurvey(surveyId);
}
