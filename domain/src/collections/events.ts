/** events/{eventId} and attendance/{recordId}: the calendar and who came (docs/data-model.md). */
import { z } from 'zod';
import { ATTENDANCE_STATUSES, EVENT_KINDS, type AttendanceRecord, type CalendarEvent } from '../model.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { countedActivityField, idField, idListField, storedDate, type DateSchema } from './fields.ts';

export const eventFields = <D extends DateSchema>(date: D) => ({
  title: z.string(),
  description: z.string(),
  location: z.string(),
  type: z.enum(['deadline', 'other']),
  kind: z.enum(EVENT_KINDS),
  activity: countedActivityField.nullable(),
  group: idField,
  cohorts: idListField,
  start_date: date,
  end_date: date,
});

export const attendanceStatusField = z.enum(ATTENDANCE_STATUSES);

export const attendanceFields = <D extends DateSchema>(date: D) => ({
  event_id: idField,
  user_id: idField,
  group: idField,
  cohort: idField,
  status: attendanceStatusField,
  activity: countedActivityField.nullable(),
  updated_at: date,
  marked_by: idField.optional(),
});

export const eventsCollection = defineCollection<CalendarEvent>(
  COLLECTION_PATHS.events,
  z.object(eventFields(storedDate)),
);
export const attendanceCollection = defineCollection<AttendanceRecord>(
  COLLECTION_PATHS.attendance,
  z.object(attendanceFields(storedDate)),
);
