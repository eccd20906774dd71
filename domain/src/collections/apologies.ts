/**
 * apologies/{eventId_userId}: a peer's note that they cannot come to a future event, with a reason.
 * Written by the API (POST /api/user/apologies); the peer and the staff of the group read it live.
 */
import { z } from 'zod';
import type { Apology } from '../model.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { idField, storedDate, type DateSchema } from './fields.ts';

export const APOLOGY_REASON_MAX = 500;

export const apologyFields = <D extends DateSchema>(date: D) => ({
  event_id: idField,
  user_id: idField,
  group: idField,
  cohort: idField,
  reason: z.string(),
  created_at: date,
});

export const apologiesCollection = defineCollection<Apology>(
  COLLECTION_PATHS.apologies,
  z.object(apologyFields(storedDate)),
);
