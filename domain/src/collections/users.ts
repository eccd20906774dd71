/** users/{uid}: a person (docs/data-model.md). */
import { z } from 'zod';
import type { User } from '../model.ts';
import { emailPreferencesField } from '../email/email-preferences.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { idListField, roleField, storedDate, type DateSchema } from './fields.ts';

export const personStatusField = z.enum(['confirmed', 'invited', 'deactivated']);

export const userFields = <D extends DateSchema>(date: D) => ({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleField,
  group: idListField,
  group_list: idListField,
  cohort: z.array(z.string()),
  cohort_list: idListField,
  current_cohort: z.string().nullable(),
  current_group: z.string().nullable(),
  alumni_community: z.boolean(),
  tutorial: z.boolean(),
  last_login: date.nullable(),
  status: personStatusField,
  department: z.string(),
  created_at: date,
  email_preferences: emailPreferencesField.optional(),
});

/** Stored: the public fields plus `last_name_lower`, which lists sort by and never leaves the server. */
export const usersCollection = defineCollection<User & { last_name_lower?: string }>(
  COLLECTION_PATHS.users,
  z.object({ ...userFields(storedDate), last_name_lower: z.string() }),
);
