/**
 * survey_marks/{userId}: a person's answered responses in one document (domain
 * surveys/survey-marks.ts), kept by the survey response trigger; the person and their staff read it.
 */
import { z } from 'zod';
import { SURVEY_KINDS, SURVEY_RESPONSE_STATUSES } from '../surveys/survey-kinds.ts';
import type { SurveyMarks } from '../surveys/survey-marks.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { idField, storedDate, type DateSchema } from './fields.ts';

export const surveyMarksFields = <D extends DateSchema>(date: D) => ({
  user_id: idField,
  marks: z.array(
    z.object({
      survey_id: idField,
      window: z.string(),
      event_id: z.string().nullable(),
      status: z.enum(SURVEY_RESPONSE_STATUSES),
      kind: z.enum(SURVEY_KINDS),
    }),
  ),
  updated_at: date,
});

export const surveyMarksCollection = defineCollection<SurveyMarks>(
  COLLECTION_PATHS.surveyMarks,
  z.object(surveyMarksFields(storedDate)),
);
