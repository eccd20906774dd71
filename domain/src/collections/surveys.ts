/**
 * surveys/{id}: a survey definition of one group (docs/surveys.md); written by staff through the
 * API (and the seed), its `windows` and `question_map` kept by a trigger. Peers read published
 * surveys of their shared cohorts.
 *
 * survey_responses/{id}: a person's answers, written by the peer straight to Firestore (so that
 * offline answers sync) under rules that check owner, shape, window and the deterministic id
 * (surveyResponseId: `{surveyId}_{userId}`, or `{surveyId}_{userId}_{eventId}` for per-event
 * windows and make-ups).
 */
import { z } from 'zod';
import { EVENT_KINDS } from '../model.ts';
import { QUESTION_TYPES, SURVEY_ACTIVITIES, SURVEY_KINDS, SURVEY_RESPONSE_STATUSES } from '../surveys/survey-kinds.ts';
import type { Survey, SurveyResponse } from '../surveys/surveys.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { idField, idListField, storedDate, type DateSchema } from './fields.ts';

export const storedQuestionField = z.object({
  id: idField,
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  help: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
});

const selectorFields = {
  event_kind: z.enum(EVENT_KINDS),
  title_includes: z.string().nullable(),
};
const offsetFields = {
  edge: z.enum(['start', 'end']),
  days: z.number().int().min(-730).max(730),
  at: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm')
    .nullable(),
};
export const timelinePointField = z.object({ ...selectorFields, ...offsetFields, which: z.enum(['first', 'last']) });
export const eventOffsetField = z.object(offsetFields);

export const surveyTimingField = <D extends DateSchema>(date: D) =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('fixed'), opens_at: date, closes_at: date }),
    z.object({ type: z.literal('relative'), opens: timelinePointField, closes: timelinePointField }),
    z.object({
      type: z.literal('per_event'),
      events: z.object(selectorFields),
      opens: eventOffsetField,
      closes: eventOffsetField,
    }),
  ]);

export const surveyWindowField = <D extends DateSchema>(date: D) =>
  z.object({ opens_at: date, closes_at: date, event_id: z.string().nullable(), event_title: z.string().nullable() });

export const surveyFields = <D extends DateSchema>(date: D) => ({
  group: idField,
  kind: z.enum(SURVEY_KINDS),
  title: z.string(),
  description: z.string(),
  questions: z.array(storedQuestionField),
  counts_toward: z.enum(SURVEY_ACTIVITIES).nullable(),
  cohorts: idListField,
  timing: surveyTimingField(date),
  makeup_event_kinds: z.array(z.enum(EVENT_KINDS)),
  published: z.boolean(),
  windows: z.record(z.string(), z.record(z.string(), surveyWindowField(date))),
  question_map: z.record(
    z.string(),
    z.object({ type: z.enum(QUESTION_TYPES), required: z.boolean(), options: z.array(z.string()) }),
  ),
  required_ids: z.array(z.string()).optional(),
  created_at: date,
  updated_at: date,
});

export const answerValueField = z.union([z.string(), z.array(z.string()), z.number(), z.boolean()]);

export const surveyResponseFields = <D extends DateSchema>(date: D) => ({
  survey_id: idField,
  user_id: idField,
  group: idField,
  cohort: idField,
  kind: z.enum(SURVEY_KINDS),
  window: idField,
  event_id: z.string().nullable(),
  answers: z.record(z.string(), answerValueField),
  status: z.enum(SURVEY_RESPONSE_STATUSES),
  updated_at: date,
  submitted_at: date.nullable(),
  rejected_at: date.nullable().optional(),
  rejected_by: z.string().nullable().optional(),
  reject_reason: z.string().nullable().optional(),
});

export const surveysCollection = defineCollection<Survey>(
  COLLECTION_PATHS.surveys,
  z.object(surveyFields(storedDate)) as unknown as z.ZodType<Omit<Survey, 'id'>>,
);

export const surveyResponsesCollection = defineCollection<SurveyResponse>(
  COLLECTION_PATHS.surveyResponses,
  z.object(surveyResponseFields(storedDate)),
);
