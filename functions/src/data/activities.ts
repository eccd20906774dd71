import {
  activitiesCollection,
  attendanceByEvent,
  attendanceCollection,
  COLLECTION_PATHS,
  countActivities,
  sameAttendanceByEvent,
  surveyActivityCounts,
  surveyResponsesCollection,
  withSurveyCounts,
  countableResponses,
  type SurveyActivity,
  type SurveyQuestion,
  usersCollection,
  type ActivityCounts,
} from '@peer-coaching/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { collectionOf, db } from './firestore.ts';
import { runCheckedTransaction } from './transactions.ts';

/**
 * Recomputes a person's activities from their attendance records, inside a transaction, so that
 * retries, duplicate deliveries and out-of-order events all converge on what the records say: the
 * counts toward the certificate, and each record's status by event id (`attendance`), with the
 * person's current group and cohort, plus what their submitted survey responses add (reflections,
 * made-up check-ins, the yes/no activities; docs/surveys.md). Returns whether the stored document
 * changed.
 */
export async function recountActivities(userId: string): Promise<boolean> {
  const activitiesRef = collectionOf(activitiesCollection).doc(userId);
  return runCheckedTransaction(async (tx) => {
    const [records, current, user, responses] = await Promise.all([
      tx.get(collectionOf(attendanceCollection).where('user_id', '==', userId)),
      tx.get(activitiesRef),
      tx.get(collectionOf(usersCollection).doc(userId)),
      tx.get(collectionOf(surveyResponsesCollection).where('user_id', '==', userId)),
    ]);
    const person = user.data();
    if (!person) return false; // records of a deleted person count for nobody
    const recordList = records.docs.map((d) => d.data());
    const responseList = responses.docs.map((d) => d.data());
    // What each answered survey counts toward, as the survey says now (docs/surveys.md).
    const surveyIds = [...new Set(responseList.filter((r) => r.status === 'submitted').map((r) => r.survey_id))];
    const surveys =
      surveyIds.length > 0
        ? await tx.getAll(...surveyIds.map((id) => db.collection(COLLECTION_PATHS.surveys).doc(id)))
        : [];
    const countsToward = Object.fromEntries(
      surveys.map((s) => [s.id, s.exists ? ((s.get('counts_toward') as SurveyActivity | null) ?? null) : null]),
    );
    const questionsOf = Object.fromEntries(
      surveys.filter((s) => s.exists).map((s) => [s.id, (s.get('questions') as SurveyQuestion[] | undefined) ?? []]),
    );
    const attendance = attendanceByEvent(recordList);
    // The stored document is read field by field, without its schema: one written before a field
    // existed (attendance, say) is exactly what this recount repairs. The yes/no activities come
    // from surveys (and stay true once set: withSurveyCounts).
    const counts = withSurveyCounts(
      countActivities(recordList, {
        kickoff_response: current.get('kickoff_response') === true,
        program_eval: current.get('program_eval') === true,
      }),
      surveyActivityCounts(countableResponses(responseList, questionsOf), countsToward, attendance),
    );
    const unchanged =
      current.exists &&
      Object.entries(counts).every(([key, value]) => current.get(key) === value) &&
      sameAttendanceByEvent(current.get('attendance'), attendance) &&
      current.get('user_id') === userId &&
      current.get('group') === (person.current_group ?? null) &&
      current.get('cohort') === (person.current_cohort ?? null);
    if (unchanged) return false;
    // Written without the converter: its toFirestore would not take the server timestamp.
    tx.set(db.collection(activitiesCollection.path).doc(userId), {
      ...counts,
      user_id: userId,
      group: person.current_group ?? null,
      cohort: person.current_cohort ?? null,
      attendance,
      updated_at: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

/** Ids of everyone who can hold activity counts (peers). */
export async function listPeerIds(): Promise<string[]> {
  const snapshot = await db.collection('users').where('role', '==', 'peer').select().get();
  return snapshot.docs.map((d) => d.id);
}

export type ActivitiesDoc = ActivityCounts & { user_id: string };

export async function getActivities(userId: string): Promise<ActivitiesDoc | null> {
  const snapshot = await db.collection('activities').doc(userId).get();
  if (!snapshot.exists) return null;
  const { updated_at: _updatedAt, ...counts } = snapshot.data() as ActivitiesDoc & { updated_at?: unknown };
  return counts;
}
