/**
 * cohort_reports/{cohortId}: one cohort's report data in one document (domain/src/cohort-reports.ts,
 * docs/reports.md), kept by functions; staff of the cohort's group read it.
 */
import { z } from 'zod';
import type { CohortReport } from '../cohort-reports.ts';
import { activityCountFields } from './activities.ts';
import { defineCollection } from './define.ts';
import { attendanceStatusField } from './events.ts';
import { idField, idListField, storedDate } from './fields.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { personStatusField } from './users.ts';

const reportPeerField = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: personStatusField,
  cohort_list: idListField,
  alumni_community: z.boolean(),
  activity: z.object({ ...activityCountFields, attendance: z.record(z.string(), attendanceStatusField) }).nullable(),
});

const reportSurveyField = z.object({
  title: z.string(),
  makeup: z.boolean(),
  published: z.boolean(),
  opens_at: storedDate.nullable(),
  submitted: idListField,
});

export const cohortReportsCollection = defineCollection<CohortReport>(
  COLLECTION_PATHS.cohortReports,
  z.object({
    group: idField,
    peers: z.record(z.string(), reportPeerField),
    surveys: z.record(z.string(), reportSurveyField),
    updated_at: storedDate,
  }),
);
