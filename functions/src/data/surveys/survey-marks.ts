/**
 * survey_marks/{userId}: a person's answered responses in one document (domain
 * surveys/survey-marks.ts), rebuilt from every response of the person inside a transaction, so
 * duplicate and out-of-order deliveries converge. The survey response trigger rebuilds it in the
 * same transaction as the person's activities (data/events/activities.ts), which read the responses too.
 */
import {
  responseMarks,
  sameResponseMarks,
  surveyMarksCollection,
  surveyResponsesCollection,
  type ResponseMark,
} from '@peer-coaching/domain';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { collectionOf, db } from '../firestore.ts';
import { runCheckedTransaction } from '../transactions.ts';

const marksRef = (userId: string) => db.collection(surveyMarksCollection.path).doc(userId);

/** Reads (in `tx`) the person's stored marks. No write may precede it in the transaction. */
export const readSurveyMarks = (tx: Transaction, userId: string): Promise<DocumentSnapshot> => tx.get(marksRef(userId));

/** Writes (in `tx`) the marks `responses` give, unless `current` already says that; true when written. */
export function setSurveyMarks(
  tx: Transaction,
  userId: string,
  responses: readonly ResponseMark[],
  current: DocumentSnapshot,
): boolean {
  const marks = responseMarks(responses);
  if (current.exists && sameResponseMarks(current.get('marks'), marks)) return false;
  tx.set(marksRef(userId), { user_id: userId, marks, updated_at: FieldValue.serverTimestamp() });
  return true;
}

/** Rebuilds the person's marks alone (npm run recount); true when the document changed. */
export async function syncSurveyMarks(userId: string): Promise<boolean> {
  return runCheckedTransaction(async (tx) => {
    const [responses, current] = await Promise.all([
      tx.get(collectionOf(surveyResponsesCollection).where('user_id', '==', userId)),
      readSurveyMarks(tx, userId),
    ]);
    return setSurveyMarks(
      tx,
      userId,
      responses.docs.map((d) => d.data()),
      current,
    );
  });
}
