/**
 * A cohort's report (domain/src/reports/cohort-reports.ts, docs/reports.md), kept by functions; staff of
 * the cohort's group read it: `cohort_reports/{cohortId}` holds its surveys,
 * `cohort_report_shards/{cohortId}_h{bits}` its peers, spread by the hash of their ids.
 */
import { z } from 'zod';
import type { CohortReportHead, CohortReportShard } from '../reports/cohort-reports.ts';
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
  activity: z.object({ ...activityCountFields, attendance: z.record(z.string(), attendanceStatusField) }).nullable(),
  surveys: idListField,
});

const reportSurveyField = z.object({
  title: z.string(),
  makeup: z.boolean(),
  published: z.boolean(),
  opens_at: storedDate.nullable(),
});

export const cohortReportsCollection = defineCollection<CohortReportHead>(
  COLLECTION_PATHS.cohortReports,
  z.object({
    group: idField,
    surveys: z.record(z.string(), reportSurveyField),
    updated_at: storedDate,
  }),
);

export const cohortReportShardsCollection = defineCollection<CohortReportShard>(
  COLLECTION_PATHS.cohortReportShards,
  z.object({
    cohort: idField,
    group: idField,
    prefix: z.string().regex(/^[01]*$/),
    size: z.number().int().nonnegative(),
    peers: z.record(z.string(), reportPeerField),
    updated_at: storedDate,
  }),
);
