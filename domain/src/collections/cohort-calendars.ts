/**
 * cohort_calendars/{cohortId}: every event of one cohort in one document, kept by a trigger on
 * events, so that a calendar is one read and one listener instead of a year of event documents.
 */
import { z } from 'zod';
import type { CohortCalendar } from '../model.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { eventFields } from './events.ts';
import { idField, storedDate, type DateSchema } from './fields.ts';

export const cohortCalendarFields = <D extends DateSchema>(date: D) => ({
  group: idField,
  /** Sorted by start_date. */
  events: z.array(z.object({ id: idField, ...eventFields(date) })),
  updated_at: date,
});

export const cohortCalendarsCollection = defineCollection<CohortCalendar>(
  COLLECTION_PATHS.cohortCalendars,
  z.object(cohortCalendarFields(storedDate)),
);
