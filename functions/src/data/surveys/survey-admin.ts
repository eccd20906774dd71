/**
 * Surveys as their staff handle them (docs/surveys-staff.md): the definitions, a survey's
 * responses, a make-up's rejection, the attendance maps a make-up's results need, and the
 * reminder's once-a-day record. Peers write their own responses from the browser.
 */
import {
  COLLECTION_PATHS,
  isMakeupKind,
  MAKEUP_KINDS,
  surveyResponsesCollection,
  surveysCollection,
  type MailMessage,
  type Survey,
  type SurveyResponse,
} from '@peer-coaching/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { chunks, collectionOf, db } from '../firestore.ts';
import { commitWithAudit, stageAudit } from '../audit/audit-log.ts';
import { runCheckedTransaction } from '../transactions.ts';

const surveys = () => collectionOf(surveysCollection);
const responses = () => collectionOf(surveyResponsesCollection);

export async function getSurvey(id: string): Promise<Survey | null> {
  const snapshot = await surveys().doc(id).get();
  return snapshot.data() ?? null;
}

/** Published surveys of every group (the scheduled reminder's round). */
export async function listPublishedSurveys(): Promise<Survey[]> {
  const snapshot = await surveys().where('published', '==', true).get();
  return snapshot.docs.map((d) => d.data());
}

/** A fresh, random survey id (Firestore's auto id). */
export const newSurveyId = () => surveys().doc().id;

/** Writes the whole survey (creating or replacing it); the document repeats no id. */
export async function saveSurvey(survey: Survey): Promise<void> {
  await commitWithAudit((batch) => batch.set(surveys().doc(survey.id), survey));
}

/** Every response to a survey, drafts included. */
export async function listSurveyResponses(surveyId: string): Promise<SurveyResponse[]> {
  const snapshot = await responses().where('survey_id', '==', surveyId).get();
  return snapshot.docs.map((d) => d.data());
}

/** The make-up responses of a group (what each person already made up, across make-ups). */
export async function listGroupMakeupResponses(group: string): Promise<SurveyResponse[]> {
  const snapshot = await responses()
    .where('group', '==', group)
    .where('kind', 'in', [...MAKEUP_KINDS])
    .get();
  return snapshot.docs.map((d) => d.data());
}

/** Deletes a survey with its (draft) responses, in batches; the caller checked there are no answers. */
export async function deleteSurveyAndDrafts(surveyId: string, responseIds: readonly string[]): Promise<void> {
  for (const ids of chunks(responseIds, 400)) {
    const batch = db.batch();
    for (const id of ids) batch.delete(db.collection(COLLECTION_PATHS.surveyResponses).doc(id));
    await batch.commit();
  }
  await commitWithAudit((batch) => batch.delete(db.collection(COLLECTION_PATHS.surveys).doc(surveyId)));
}

/** The attendance maps (event id -> registered | attended) of these people, by user id. */
export async function getAttendanceMaps(
  userIds: readonly string[],
): Promise<Record<string, Record<string, 'registered' | 'attended'>>> {
  if (userIds.length === 0) return {};
  const snapshots = await db.getAll(...userIds.map((id) => db.collection(COLLECTION_PATHS.activities).doc(id)));
  return Object.fromEntries(
    snapshots.map((s) => [s.id, (s.get('attendance') as Record<string, 'registered' | 'attended'> | undefined) ?? {}]),
  );
}

export type RejectOutcome = 'rejected' | 'already' | 'missing' | 'not-submitted';

/**
 * Marks a submitted make-up response rejected, in a transaction (a peer's edit racing the
 * rejection either lands before it, and is rejected, or after it, and is refused by the rules).
 * The counting trigger follows the status and takes the check-in back.
 */
export async function rejectResponse(
  responseId: string,
  by: string,
  reason: string,
  now: Date,
): Promise<RejectOutcome> {
  const ref = db.collection(COLLECTION_PATHS.surveyResponses).doc(responseId);
  return runCheckedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return 'missing';
    const status = snapshot.get('status') as string;
    const kind = snapshot.get('kind') as Survey['kind'];
    if (status === 'rejected') return 'already';
    if (status !== 'submitted' || !isMakeupKind(kind)) return 'not-submitted';
    tx.update(ref, { status: 'rejected', rejected_at: now, rejected_by: by, reject_reason: reason || null });
    stageAudit(tx);
    return 'rejected';
  });
}

// ---- reminders ------------------------------------------------------------------------------

/** survey_reminders/{surveyId}_{YYYY-MM-DD}: the automatic reminder of a survey on a New York day. */
export const reminderDocId = (surveyId: string, day: string) => `${surveyId}_${day}`;

/** The window refs (`cohort/window`) automatic reminders already covered for a survey. */
export async function remindedWindows(surveyId: string): Promise<Set<string>> {
  const snapshot = await db.collection(COLLECTION_PATHS.surveyReminders).where('survey_id', '==', surveyId).get();
  return new Set(snapshot.docs.flatMap((d) => (d.get('windows') as string[] | undefined) ?? []));
}

/**
 * Records the day's reminder and queues its messages in one transaction: if the day's record
 * exists (an earlier run today, or a concurrent one), nothing is written and false is answered,
 * so a survey is never reminded twice on the same day, however often the schedule fires.
 */
export async function recordReminderAndQueue(
  record: { survey_id: string; group: string; day: string; windows: string[]; recipients: string[]; at: Date },
  messages: readonly MailMessage[],
): Promise<boolean> {
  const ref = db.collection(COLLECTION_PATHS.surveyReminders).doc(reminderDocId(record.survey_id, record.day));
  return runCheckedTransaction(async (tx: Transaction) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, { ...record, sent: messages.length });
    for (const message of messages) {
      tx.create(db.collection('mail').doc(), { ...message, created_at: FieldValue.serverTimestamp() });
    }
    return true;
  });
}
