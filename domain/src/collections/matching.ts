/**
 * matching_rounds/{id}: a cohort's matching round (docs/matching.md): written by staff through the
 * API, read by the group's staff only.
 *
 * matching_partners/{roundId}_{userId}: one per person placed in a published round, written by the
 * API when it publishes; read by that person (their home, live) and the group's staff.
 */
import { z } from 'zod';
import { MATCHING_WEIGHT_KEYS, MATCHING_WEIGHT_LIMITS, type MatchingWeightKey } from '../matching/matching-score.ts';
import { MATCHING_ROUND_STATUSES, type MatchingAssignment, type MatchingRound } from '../matching/matching-rounds.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { idField, idListField, storedDate, type DateSchema } from './fields.ts';

export const matchingWeightsField = z.object(
  Object.fromEntries(
    MATCHING_WEIGHT_KEYS.map((key) => [
      key,
      z.number().int('must be a whole number').min(MATCHING_WEIGHT_LIMITS.min).max(MATCHING_WEIGHT_LIMITS.max),
    ]),
  ) as Record<MatchingWeightKey, z.ZodNumber>,
);

export const matchingGroupField = z.object({
  members: idListField.min(2).max(3),
  score: z.number(),
  parts: z.array(z.object({ label: z.string(), points: z.number() })),
  locked: z.boolean(),
});

export const matchingRoundFields = <D extends DateSchema>(date: D) => ({
  group: idField,
  cohort: idField,
  status: z.enum(MATCHING_ROUND_STATUSES),
  weights: matchingWeightsField,
  groups: z.array(matchingGroupField),
  unmatched: idListField,
  total: z.number(),
  random_total: z.number(),
  created_by: idField,
  created_at: date,
  updated_at: date,
  published_at: date.nullable(),
  emailed_at: date.nullable(),
});

export const matchingAssignmentFields = <D extends DateSchema>(date: D) => ({
  round_id: idField,
  group: idField,
  cohort: idField,
  user_id: idField,
  partners: z
    .array(z.object({ user_id: idField, name: z.string(), email: z.string() }))
    .min(1)
    .max(2),
  common_times: z.array(z.string()),
  published_at: date,
});

export const matchingRoundsCollection = defineCollection<MatchingRound>(
  COLLECTION_PATHS.matchingRounds,
  z.object(matchingRoundFields(storedDate)),
);

export const matchingAssignmentsCollection = defineCollection<MatchingAssignment>(
  COLLECTION_PATHS.matchingPartners,
  z.object(matchingAssignmentFields(storedDate)),
);
