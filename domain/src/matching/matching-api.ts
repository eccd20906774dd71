/**
 * The matching endpoints' bodies and answers (docs/matching.md "API"). A draft round is proposed
 * for a cohort, re-run with other weights or locks, and published; a published round is final.
 */
import { z } from 'zod';
import { matchingWeightsField } from '../collections/matching.ts';
import { DEFAULT_MATCHING_WEIGHTS } from './matching-score.ts';

const userId = z.string().trim().min(1, 'must not be empty').max(128, 'must be at most 128 characters');

/** Locked groups by user id: pairs, or one trio (the optimiser checks the rest: GroupingError, 400). */
export const lockedGroupsField = z
  .array(z.array(userId).min(2, 'a group has 2 or 3 people').max(3, 'a group has 2 or 3 people'))
  .max(200, 'must be at most 200 groups');

/** Re-running a draft: the weights and the locks. */
export const matchingRunBody = z.strictObject({
  weights: matchingWeightsField.default({ ...DEFAULT_MATCHING_WEIGHTS }),
  locked: lockedGroupsField.default([]),
});

/** A new draft round for a cohort. */
export const createMatchingRoundBody = matchingRunBody.extend({
  cohort: z.string().trim().min(1, 'must not be empty').max(128, 'must be at most 128 characters'),
});

/** Groups arranged by hand (a swap): each group's members and whether it is locked for re-runs. */
export const arrangeMatchingGroupsBody = z.strictObject({
  groups: z
    .array(
      z.strictObject({
        members: z.array(userId).min(2, 'a group has 2 or 3 people').max(3, 'a group has 2 or 3 people'),
        locked: z.boolean().default(false),
      }),
    )
    .max(200, 'must be at most 200 groups'),
});

export type MatchingRunInput = z.output<typeof matchingRunBody>;
export type CreateMatchingRoundInput = z.output<typeof createMatchingRoundBody>;

export const publishMatchingRoundResponse = z.object({ id: z.string(), partners: z.number().int() });
