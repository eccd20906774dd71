/**
 * cohort_surveys/{cohortId}: the published surveys of one cohort without their questions, kept by
 * the survey trigger (domain surveys/cohort-surveys.ts): a peer's home reads one document per
 * cohort instead of every survey.
 */
import { z } from 'zod';
import { EVENT_KINDS } from '../model.ts';
import { SURVEY_ACTIVITIES, SURVEY_KINDS } from '../surveys/survey-kinds.ts';
import type { CohortSurveys } from '../surveys/cohort-surveys.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { surveyWindowField } from './surveys.ts';
import { idField, idListField, storedDate, type DateSchema } from './fields.ts';

export const surveySummaryField = <D extends DateSchema>(date: D) =>
  z.object({
    id: idField,
    group: idField,
    kind: z.enum(SURVEY_KINDS),
    title: z.string(),
    counts_toward: z.enum(SURVEY_ACTIVITIES).nullable(),
    cohorts: idListField,
    makeup_event_kinds: z.array(z.enum(EVENT_KINDS)),
    published: z.boolean(),
    windows: z.record(z.string(), z.record(z.string(), surveyWindowField(date))),
  });

export const cohortSurveysFields = <D extends DateSchema>(date: D) => ({
  group: idField,
  surveys: z.array(surveySummaryField(date)),
  updated_at: date,
});

export const cohortSurveysCollection = defineCollection<CohortSurveys>(
  COLLECTION_PATHS.cohortSurveys,
  z.object(cohortSurveysFields(storedDate)),
);
