/**
 * survey_marks/{userId}: a person's answered responses in one document (domain
 * surveys/survey-marks.ts), rebuilt by the survey response trigger from every response of the
 * person inside a transaction, so duplicate and out-of-order deliveries converge.
 */
import {
  responseMarks,
  sameResponseMarks,
  surveyMarksCollection,
  surveyResponsesCollection,
} from '@peer-coaching/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { collectionOf, db } from './firestore.ts';
import { runCheckedTransaction } from './transactions.ts';

/** Rebuilds the person's marks; true when the document changed. */
export async function syncSurveyMarks(userId: string): Promise<boolean> {
  const ref = db.collection(surveyMarksCollection.path).doc(userId);
  return runCheckedTransaction(async (tx) => {
    const [responses, current] = await Promise.all([
      tx.get(collectionOf(surveyResponsesCollection).where('user_id', '==', userId)),
      tx.get(ref),
    ]);
    const marks = responseMarks(responses.docs.map((d) => d.data()));
    if (current.exists && sameResponseMarks(current.get('marks'), marks)) return false;
    tx.set(ref, { user_id: userId, marks, updated_at: FieldValue.serverTimestamp() });
    return true;
  });
}
