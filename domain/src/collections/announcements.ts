/** announcements/{id}: what staff tell a group's cohorts (docs/data-model.md). */
import { z } from 'zod';
import type { Announcement } from '../model.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { idField, idListField, storedDate, type DateSchema } from './fields.ts';

export const announcementFields = <D extends DateSchema>(date: D) => ({
  title: z.string(),
  body: z.string(),
  display: z.enum(['manual', 'timed']),
  visible: z.boolean(),
  start_date: date.nullable(),
  end_date: date.nullable(),
  order: z.number(),
  group: idField,
  cohorts: idListField,
  created_at: date,
});

export const announcementsCollection = defineCollection<Announcement>(
  COLLECTION_PATHS.announcements,
  z.object(announcementFields(storedDate)),
);
