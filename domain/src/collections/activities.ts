/**
 * activities/{uid}: a participant's progress, derived by the attendance trigger from their
 * attendance records: counts per engagement requirement type, and each record's status by event
 * id, so that one live document gives a peer's home both the certificate figure and the colours
 * of their calendar.
 */
import { z } from 'zod';
import { COUNTED_ACTIVITY_TYPES } from '../constants.ts';
import type { ParticipantActivities } from '../model.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { attendanceStatusField } from './events.ts';
import { idField, storedDate, type DateSchema } from './fields.ts';

const counts = Object.fromEntries(COUNTED_ACTIVITY_TYPES.map((type) => [type, z.number().int().min(0)])) as Record<
  (typeof COUNTED_ACTIVITY_TYPES)[number],
  z.ZodNumber
>;

export const activityCountFields = {
  ...counts,
  kickoff_response: z.boolean(),
  program_eval: z.boolean(),
};

export const activitiesFields = <D extends DateSchema>(date: D) => ({
  ...activityCountFields,
  user_id: idField,
  group: z.string().nullable(),
  cohort: z.string().nullable(),
  attendance: z.record(z.string(), attendanceStatusField),
  updated_at: date,
});

export const activitiesCollection = defineCollection<ParticipantActivities>(
  COLLECTION_PATHS.activities,
  z.object(activitiesFields(storedDate)),
);
