/**
 * The peer's own matching assignments, live (the home's partner card). Apart from use-matching.ts
 * so that the home's lazily loaded card carries nothing of /matching.
 */
import type { MatchingAssignment } from '@peer-coaching/domain';
import { firestore, useLiveQueries, type LiveResult } from '../../../lib/live.ts';
import { ownMatchingAssignmentsQuery } from '../../../lib/matching-queries.ts';

export function useOwnAssignments(userId: string): LiveResult<MatchingAssignment[]> {
  return useLiveQueries(`own-matching:${userId}`, () => [ownMatchingAssignmentsQuery(firestore(), userId)]);
}
