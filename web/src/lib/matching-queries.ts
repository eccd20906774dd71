/**
 * Matching in Firestore for the browser (docs/matching.md): a peer's own partners of published
 * rounds (their home listens to it), and a group's rounds and partner documents for its staff.
 * The rules suite runs these very queries (tests/rules/matching.test.ts).
 */
import { COLLECTION_PATHS, type MatchingAssignment, type MatchingRound } from '@peer-coaching/domain';
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { converterOf } from './firestore.ts';

const rounds = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.matchingRounds).withConverter(
    converterOf<MatchingRound>(COLLECTION_PATHS.matchingRounds),
  );
const assignments = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.matchingPartners).withConverter(
    converterOf<MatchingAssignment>(COLLECTION_PATHS.matchingPartners),
  );

/** A person's partner documents, one per published round they were placed in. */
export function ownMatchingAssignmentsQuery(db: Firestore, userId: string): Query<MatchingAssignment> {
  return query(assignments(db), where('user_id', '==', userId));
}

/** Every round of a group, drafts included, for its staff (the /matching history). */
export function groupMatchingRoundsQuery(db: Firestore, group: string): Query<MatchingRound> {
  return query(rounds(db), where('group', '==', group));
}

/** The rounds of one cohort of a group, drafts included, for its staff (what /matching shows). */
export function cohortMatchingRoundsQuery(db: Firestore, group: string, cohort: string): Query<MatchingRound> {
  return query(rounds(db), where('group', '==', group), where('cohort', '==', cohort));
}

/** The partner documents of one round, for staff of its group. */
export function roundAssignmentsQuery(db: Firestore, group: string, roundId: string): Query<MatchingAssignment> {
  return query(assignments(db), where('group', '==', group), where('round_id', '==', roundId));
}
