/** resources/{id}: a link of a group's resources library (docs/resources.md). */
import { z } from 'zod';
import { RESOURCE_LIMITS, type Resource } from '../community/resources.ts';
import { defineCollection } from './define.ts';
import { idField, idListField, storedDate, type DateSchema } from './fields.ts';
import { COLLECTION_PATHS } from './paths.ts';

export const resourceFields = <D extends DateSchema>(date: D) => ({
  group: idField,
  cohorts: idListField,
  category: z.string().max(RESOURCE_LIMITS.category),
  title: z.string().max(RESOURCE_LIMITS.title),
  url: z.string().max(RESOURCE_LIMITS.url),
  description: z.string().max(RESOURCE_LIMITS.description),
  order: z.number(),
  created_at: date,
  updated_at: date,
  created_by: idField,
});

export const resourcesCollection = defineCollection<Resource>(
  COLLECTION_PATHS.resources,
  z.object(resourceFields(storedDate)),
);
