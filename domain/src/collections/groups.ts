/** groups/{groupId} and cohorts/{cohortId}: the program's structure (docs/data-model.md). */
import { z } from 'zod';
import type { Cohort, Group } from '../model.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { idField, idListField, storedDate, type DateSchema } from './fields.ts';

export const groupFields = { name: z.string(), cohorts: idListField };

export const cohortFields = <D extends DateSchema>(date: D) => ({
  name: z.string(),
  group: idField,
  alumni: z.boolean(),
  start_date: date,
  end_date: date,
});

export const groupsCollection = defineCollection<Group>(COLLECTION_PATHS.groups, z.object(groupFields));
export const cohortsCollection = defineCollection<Cohort>(COLLECTION_PATHS.cohorts, z.object(cohortFields(storedDate)));
