/**
 * Matching rounds and partner documents (docs/matching.md), and the matching survey's answers of
 * a cohort. Written by the API only; the rules let the group's staff read rounds and each person
 * their own partners.
 */
import {
  COLLECTION_PATHS,
  matchingAssignmentId,
  matchingAssignmentsCollection,
  matchingRoundsCollection,
  surveyResponsesCollection,
  type MatchingAssignment,
  type MatchingRound,
  type SurveyAnswers,
} from '@peer-coaching/domain';
import { collectionOf, db } from '../firestore.ts';
import { commitWithAudit, stageAudit } from '../audit/audit-log.ts';
import { runCheckedTransaction } from '../transactions.ts';

const rounds = () => collectionOf(matchingRoundsCollection);

export async function getMatchingRound(id: string): Promise<MatchingRound | null> {
  const snapshot = await rounds().doc(id).get();
  return snapshot.data() ?? null;
}

/** Every round of a cohort, drafts included (previous partners come from the published ones). */
export async function listCohortMatchingRounds(cohort: string): Promise<MatchingRound[]> {
  const snapshot = await rounds().where('cohort', '==', cohort).get();
  return snapshot.docs.map((d) => d.data());
}

export const newMatchingRoundId = () => rounds().doc().id;

export async function saveMatchingRound(round: MatchingRound): Promise<void> {
  await commitWithAudit((batch) => batch.set(rounds().doc(round.id), round));
}

/**
 * Publishes a draft in one transaction: the round becomes published and each person placed gets
 * their partners document. 'not-draft' when someone published it first.
 */
export async function publishMatchingRound(
  round: MatchingRound,
  assignments: readonly Omit<MatchingAssignment, 'id'>[],
  now: Date,
): Promise<'published' | 'not-draft'> {
  return runCheckedTransaction(async (transaction) => {
    const ref = rounds().doc(round.id);
    const current = (await transaction.get(ref)).data();
    if (!current || current.status !== 'draft') return 'not-draft';
    transaction.update(ref, { status: 'published', published_at: now, updated_at: now });
    for (const assignment of assignments) {
      transaction.set(
        db.collection(COLLECTION_PATHS.matchingPartners).doc(matchingAssignmentId(round.id, assignment.user_id)),
        assignment,
      );
    }
    stageAudit(transaction);
    return 'published';
  });
}

/** The partners documents of a round (tests and the history). */
export async function listRoundAssignments(roundId: string): Promise<MatchingAssignment[]> {
  const snapshot = await collectionOf(matchingAssignmentsCollection).where('round_id', '==', roundId).get();
  return snapshot.docs.map((d) => d.data());
}

/** Each person's latest submitted matching-survey answers in a cohort. */
export async function latestMatchingAnswers(cohort: string): Promise<Map<string, SurveyAnswers>> {
  const snapshot = await collectionOf(surveyResponsesCollection)
    .where('cohort', '==', cohort)
    .where('kind', '==', 'matching')
    .where('status', '==', 'submitted')
    .get();
  const latest = new Map<string, { at: number; answers: SurveyAnswers }>();
  for (const doc of snapshot.docs) {
    const response = doc.data();
    const at = response.submitted_at?.getTime() ?? 0;
    const seen = latest.get(response.user_id);
    if (!seen || at > seen.at) latest.set(response.user_id, { at, answers: response.answers });
  }
  return new Map([...latest].map(([id, { answers }]) => [id, answers]));
}
