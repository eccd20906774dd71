import {
  activitiesCollection,
  attendanceByEvent,
  type AttendanceByEvent,
  type AttendanceRecord,
  type SurveyResponse,
  type User,
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
import { FieldValue, type DocumentSnapshot, type WriteBatch, type Transaction } from 'firebase-admin/firestore';
import { collectionOf, db } from '../firestore.ts';
import { readSurveyMarks, setSurveyMarks } from '../surveys/survey-marks.ts';
import { runCheckedTransaction } from '../transactions.ts';

const activitiesRef = (userId: string) => db.collection(activitiesCollection.path).doc(userId);

/** What a person's activities are derived from, as read in one transaction. */
export interface PersonSources {
  userId: string;
  /** The person's profile; undefined once deleted. */
  person: User | undefined;
  current: DocumentSnapshot;
  records: AttendanceRecord[];
  responses: SurveyResponse[];
  countsToward: Record<string, SurveyActivity | null>;
  questionsOf: Record<string, SurveyQuestion[]>;
}

/**
 * Reads (in `tx`) everything a person's activities come from: their attendance records, their
 * survey responses and what each answered survey counts toward, their profile and the stored
 * activities document. No write may precede it in the transaction.
 */
export async function readPersonSources(tx: Transaction, userId: string): Promise<PersonSources> {
  const [records, current, user, responses] = await Promise.all([
    tx.get(collectionOf(attendanceCollection).where('user_id', '==', userId)),
    tx.get(activitiesRef(userId)),
    tx.get(collectionOf(usersCollection).doc(userId)),
    tx.get(collectionOf(surveyResponsesCollection).where('user_id', '==', userId)),
  ]);
  const responseList = responses.docs.map((d) => d.data());
  // What each answered survey counts toward, as the survey says now (docs/surveys.md).
  const surveyIds = [...new Set(responseList.filter((r) => r.status === 'submitted').map((r) => r.survey_id))];
  const surveys =
    surveyIds.length > 0
      ? await tx.getAll(...surveyIds.map((id) => db.collection(COLLECTION_PATHS.surveys).doc(id)))
      : [];
  return {
    userId,
    person: user.data(),
    current,
    records: records.docs.map((d) => d.data()),
    responses: responseList,
    countsToward: Object.fromEntries(
      surveys.map((s) => [s.id, s.exists ? ((s.get('counts_toward') as SurveyActivity | null) ?? null) : null]),
    ),
    questionsOf: Object.fromEntries(
      surveys.filter((s) => s.exists).map((s) => [s.id, (s.get('questions') as SurveyQuestion[] | undefined) ?? []]),
    ),
  };
}

/** A mark about to be written with the activities: the event's new record, or null once taken back. */
export interface PendingMark {
  eventId: string;
  record: Pick<AttendanceRecord, 'event_id' | 'status' | 'activity'> | null;
}

/** The activities document the sources (with a pending mark, if any) give, without its timestamp. */
export type DerivedActivities = ActivityCounts & {
  user_id: string;
  group: string | null;
  cohort: string | null;
  attendance: AttendanceByEvent;
};

/**
 * The person's activities as their sources say (null for a deleted person: their records count
 * for nobody), and whether the stored document already says exactly that. The stored document is
 * read field by field, without its schema: one written before a field existed (attendance, say) is
 * exactly what a recount repairs. The yes/no activities come from surveys (and stay true once set:
 * withSurveyCounts).
 */
export function derivedActivities(
  sources: PersonSources,
  mark?: PendingMark,
): { activities: DerivedActivities; unchanged: boolean } | null {
  const { person, current, userId } = sources;
  if (!person) return null;
  const records = mark
    ? [...sources.records.filter((r) => r.event_id !== mark.eventId), ...(mark.record ? [mark.record] : [])]
    : sources.records;
  const attendance = attendanceByEvent(records);
  const counts = withSurveyCounts(
    countActivities(records, {
      kickoff_response: current.get('kickoff_response') === true,
      program_eval: current.get('program_eval') === true,
    }),
    surveyActivityCounts(countableResponses(sources.responses, sources.questionsOf), sources.countsToward, attendance),
  );
  const activities = {
    ...counts,
    user_id: userId,
    group: person.current_group ?? null,
    cohort: person.current_cohort ?? null,
    attendance,
  };
  const unchanged =
    current.exists &&
    Object.entries(counts).every(([key, value]) => current.get(key) === value) &&
    sameAttendanceByEvent(current.get('attendance'), attendance) &&
    current.get('user_id') === userId &&
    current.get('group') === activities.group &&
    current.get('cohort') === activities.cohort &&
    // A roster mark's map entry is not a recount's until rewritten (countedStatus).
    current.get('marked_event') === undefined;
  return { activities, unchanged };
}

/**
 * Stages (in `batch`) a person's derived activities, only if their document is still as `current`
 * was read (its update time; created if it was missing, which fails if another writer made it).
 */
export function stageActivities(batch: WriteBatch, activities: DerivedActivities, current: DocumentSnapshot): void {
  const data = { ...activities, updated_at: FieldValue.serverTimestamp() };
  const ref = activitiesRef(activities.user_id);
  // `marked_event` goes: the document is derived again (countedStatus).
  if (current.exists && current.updateTime) {
    batch.update(ref, { ...data, marked_event: FieldValue.delete() }, { lastUpdateTime: current.updateTime });
  } else batch.create(ref, data);
}

/**
 * What the person's activities document shows for one event (`status` undefined when it shows
 * none, or there is no document), and whether a recount wrote it last: a roster mark from staff's
 * browser sets one entry of the map and `marked_event` but not the counts, which its trigger
 * recounts (every derivation drops `marked_event`). One document read, where a recount reads every
 * record and response of the person.
 */
export async function countedStatus(userId: string, eventId: string): Promise<{ status: unknown; derived: boolean }> {
  const snapshot = await activitiesRef(userId).get();
  const map: unknown = snapshot.get('attendance');
  return {
    status: map && typeof map === 'object' ? (map as Record<string, unknown>)[eventId] : undefined,
    derived: snapshot.get('marked_event') === undefined,
  };
}

/** Writes (in `tx`) a person's derived activities, stamped with the server's time. */
export function setActivities(tx: Transaction, activities: DerivedActivities): void {
  // Written without the converter: its toFirestore would not take the server timestamp.
  tx.set(activitiesRef(activities.user_id), { ...activities, updated_at: FieldValue.serverTimestamp() });
}

/**
 * Recomputes a person's activities from their attendance records, inside a transaction, so that
 * retries, duplicate deliveries and out-of-order events all converge on what the records say: the
 * counts toward the certificate, and each record's status by event id (`attendance`), with the
 * person's current group and cohort, plus what their submitted survey responses add (reflections,
 * made-up check-ins, the yes/no activities; docs/surveys.md). Returns whether the stored document
 * changed. After a mark through the API (data/events/attendance.ts, which writes the activities in the
 * mark's own transaction) it finds nothing to change.
 */
export async function recountActivities(userId: string): Promise<boolean> {
  return runCheckedTransaction(async (tx) => {
    const derived = derivedActivities(await readPersonSources(tx, userId));
    if (!derived || derived.unchanged) return false;
    setActivities(tx, derived.activities);
    return true;
  });
}

/**
 * `recountActivities` and the person's survey marks (data/surveys/survey-marks.ts) in one transaction:
 * what a survey response's delivery needs, reading the person's responses once for both. Returns
 * whether either document changed. The marks are rebuilt for a deleted person too, as they are
 * derived from the responses alone.
 */
export async function recountActivitiesAndMarks(userId: string): Promise<boolean> {
  return runCheckedTransaction(async (tx) => {
    const [sources, marks] = await Promise.all([readPersonSources(tx, userId), readSurveyMarks(tx, userId)]);
    const derived = derivedActivities(sources);
    const activitiesChanged = derived !== null && !derived.unchanged;
    if (activitiesChanged) setActivities(tx, derived.activities);
    const marksChanged = setSurveyMarks(tx, userId, sources.responses, marks);
    return activitiesChanged || marksChanged;
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

/**
 * Whether the stored activities say what the person's sources say, read in a transaction that
 * writes nothing (unlike `recountActivities`, which mends what it finds): what tests and checks ask
 * of the pipeline without doing its work for it. True for a deleted person.
 */
export async function activitiesAgreeWithSources(userId: string): Promise<boolean> {
  return runCheckedTransaction(async (tx) => derivedActivities(await readPersonSources(tx, userId))?.unchanged ?? true);
}
