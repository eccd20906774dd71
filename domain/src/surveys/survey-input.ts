/**
 * What staff send to create or change a survey (POST/PUT /api/facilitator/surveys), to reject a
 * make-up and to remind non-respondents (docs/surveys-staff.md). The /survey builder validates with
 * these same schemas before sending, so a message appears next to its field in the form and the
 * server answers 400 with the same words, naming the field (`questions.2.options: …`,
 * `timing.closes_at: …`).
 */
import { z } from 'zod';
import { eventDate } from '../events/event-input.ts';
import { EVENT_KINDS, type EventKind } from '../model.ts';
import {
  isMakeupKind,
  SURVEY_ACTIVITIES,
  SURVEY_KINDS,
  SURVEY_LIMITS,
  type SurveyActivity,
  type SurveyKind,
} from './survey-kinds.ts';
import type { SurveyTemplate } from './survey-templates.ts';
import { isWallTime, type SurveyTiming } from './survey-timing.ts';
import { surveyQuestionsSchema } from './survey-answers.ts';
import { derivedQuestionFields, type Survey, type SurveyQuestion } from './surveys.ts';
import { toApiDate } from '../time.ts';

const cohortId = z.string().trim().min(1, 'must not be empty').max(128, 'is too long');
const eventKind = z.enum(EVENT_KINDS, { error: `must be one of ${EVENT_KINDS.join(', ')}` });

const selectorShape = {
  event_kind: eventKind,
  /** Only events whose title contains this; null (or '') for every event of the kind. */
  title_includes: z.string().trim().max(100, 'must be at most 100 characters').nullable(),
};
const offsetShape = {
  edge: z.enum(['start', 'end'], { error: 'must be start or end' }),
  days: z
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(-730, 'must be within two years')
    .max(730, 'must be within two years'),
  at: z.string().refine(isWallTime, 'must be a time like 09:00').nullable(),
};
const timelinePoint = z.strictObject({
  ...selectorShape,
  ...offsetShape,
  which: z.enum(['first', 'last'], { error: 'must be first or last' }),
});
const eventOffset = z.strictObject(offsetShape);

const TIMING_TYPES = ['fixed', 'relative', 'per_event'] as const;

const timingUnion = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('fixed'), opens_at: eventDate, closes_at: eventDate }),
    z.strictObject({ type: z.literal('relative'), opens: timelinePoint, closes: timelinePoint }),
    z.strictObject({
      type: z.literal('per_event'),
      events: z.strictObject(selectorShape),
      opens: eventOffset,
      closes: eventOffset,
    }),
  ],
  { error: 'must be fixed, relative or per_event' },
);

/**
 * The type is checked first, so an unknown one reads "timing.type: must be fixed, relative or
 * per_event" (a discriminated union alone reports it as missing).
 */
export const surveyTimingBody = z
  .looseObject({
    type: z.enum(TIMING_TYPES, { error: `must be ${TIMING_TYPES.join(', ').replace(/, (?=[^,]*$)/, ' or ')}` }),
  })
  .pipe(timingUnion);

export const surveyBody = z
  .strictObject({
    kind: z.enum(SURVEY_KINDS, { error: `must be one of ${SURVEY_KINDS.join(', ')}` }),
    title: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(SURVEY_LIMITS.titleMax, `must be at most ${SURVEY_LIMITS.titleMax} characters`),
    description: z
      .string()
      .trim()
      .max(SURVEY_LIMITS.descriptionMax, `must be at most ${SURVEY_LIMITS.descriptionMax} characters`),
    questions: surveyQuestionsSchema,
    counts_toward: z
      .enum(SURVEY_ACTIVITIES, { error: `must be one of ${SURVEY_ACTIVITIES.join(', ')} or null` })
      .nullable(),
    cohorts: z.array(cohortId).min(1, 'choose at least one cohort').max(50, 'at most 50 cohorts'),
    timing: surveyTimingBody,
    makeup_event_kinds: z.array(eventKind).max(EVENT_KINDS.length, 'must not repeat a kind'),
    published: z.boolean(),
  })
  // zod runs this even after a field failed its own check, with that field's raw input, so each
  // rule looks only at fields that parsed.
  .superRefine((body, ctx) => {
    const { cohorts, timing, kind, makeup_event_kinds: makeupKinds, counts_toward: countsToward } = body;
    if (Array.isArray(cohorts) && new Set(cohorts).size !== cohorts.length) {
      ctx.addIssue({ code: 'custom', path: ['cohorts'], message: 'must not repeat a cohort' });
    }
    if (timing?.type === 'fixed') {
      const { opens_at: opens, closes_at: closes } = timing;
      if (opens instanceof Date && closes instanceof Date && closes.getTime() <= opens.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['timing', 'closes_at'], message: 'must be after opens_at' });
      }
    }
    if (Array.isArray(makeupKinds) && typeof kind === 'string') {
      if (new Set(makeupKinds).size !== makeupKinds.length) {
        ctx.addIssue({ code: 'custom', path: ['makeup_event_kinds'], message: 'must not repeat a kind' });
      } else if (isMakeupKind(kind as SurveyKind) && makeupKinds.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['makeup_event_kinds'],
          message: 'choose the kinds of session a make-up makes up for',
        });
      } else if (!isMakeupKind(kind as SurveyKind) && makeupKinds.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['makeup_event_kinds'], message: 'only make-ups make up for sessions' });
      }
    }
    // A make-up counts one check-in per made-up session (the event it names); counting a make-up
    // as anything else, or check_in from a survey that names no session, would count wrongly.
    if (typeof kind === 'string' && (countsToward === 'check_in') !== isMakeupKind(kind as SurveyKind)) {
      if (countsToward === 'check_in') {
        ctx.addIssue({ code: 'custom', path: ['counts_toward'], message: 'only make-ups count toward check_in' });
      } else if (countsToward !== null && countsToward !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['counts_toward'],
          message: 'a make-up counts toward check_in or nothing',
        });
      }
    }
  });
/** The timing as sent. */
export type SurveyTimingBody = z.input<typeof timingUnion>;
/** The body as sent (dates as `YYYY-MM-DDTHH:mm:ssZ` strings). */
export type SurveyBody = Omit<z.input<typeof surveyBody>, 'timing'> & { timing: SurveyTimingBody };
/** The body as parsed (dates as Dates). */
export type SurveyInput = z.output<typeof surveyBody>;

/** POST /api/facilitator/surveys/:id/responses/:userId/reject: which make-up, and why (optional). */
export const rejectSurveyResponseBody = z.strictObject({
  /** The missed session the make-up names. */
  event_id: cohortId,
  reason: z.string().trim().max(500, 'must be at most 500 characters').default(''),
});
export type RejectSurveyResponseBody = z.input<typeof rejectSurveyResponseBody>;

/** The timing with `title_includes: ''` stored as null (every event of the kind). */
function storedTiming(timing: SurveyInput['timing']): SurveyTiming {
  const selector = <S extends { title_includes: string | null }>(s: S): S => ({
    ...s,
    title_includes: s.title_includes ? s.title_includes : null,
  });
  switch (timing.type) {
    case 'fixed':
      return timing;
    case 'relative':
      return { ...timing, opens: selector(timing.opens), closes: selector(timing.closes) };
    case 'per_event':
      return { ...timing, events: selector(timing.events) };
  }
}

/** The definition fields a parsed body sets (the service adds group, windows, dates). */
export function surveyFieldsOf(
  input: SurveyInput,
): Pick<
  Survey,
  | 'kind'
  | 'title'
  | 'description'
  | 'questions'
  | 'counts_toward'
  | 'cohorts'
  | 'timing'
  | 'makeup_event_kinds'
  | 'published'
  | 'question_map'
  | 'required_ids'
> {
  const questions: SurveyQuestion[] = input.questions.map((q) => ({
    id: q.id,
    type: q.type,
    label: q.label,
    help: q.help.trim(),
    required: q.required,
    options: q.options,
  }));
  return {
    kind: input.kind,
    title: input.title,
    description: input.description,
    questions,
    counts_toward: input.counts_toward as SurveyActivity | null,
    cohorts: input.cohorts,
    timing: storedTiming(input.timing),
    makeup_event_kinds: input.makeup_event_kinds as EventKind[],
    published: input.published,
    // What the rules check a response against (the survey trigger would write the same).
    ...derivedQuestionFields(questions),
  };
}

/** The timing on the wire (fixed dates as API strings). */
export function timingToBody(timing: SurveyTiming): SurveyTimingBody {
  return timing.type === 'fixed'
    ? { type: 'fixed', opens_at: toApiDate(timing.opens_at), closes_at: toApiDate(timing.closes_at) }
    : (JSON.parse(JSON.stringify(timing)) as SurveyTimingBody);
}

/** A stored survey (or a template) as the body that would save it unchanged. */
export function surveyToBody(
  survey: Pick<
    Survey,
    'kind' | 'title' | 'description' | 'questions' | 'counts_toward' | 'timing' | 'makeup_event_kinds'
  > &
    Partial<Pick<Survey, 'cohorts' | 'published'>>,
  defaults: { cohorts: string[]; published: boolean } = { cohorts: [], published: false },
): SurveyBody {
  return {
    kind: survey.kind,
    title: survey.title,
    description: survey.description,
    questions: survey.questions.map((q) => ({ ...q, options: [...q.options] })),
    counts_toward: survey.counts_toward,
    cohorts: [...(survey.cohorts ?? defaults.cohorts)],
    timing: timingToBody(survey.timing),
    makeup_event_kinds: [...survey.makeup_event_kinds],
    published: survey.published ?? defaults.published,
  };
}

/** A new survey's body from a kind's template, for the given cohorts, unpublished. */
export const bodyFromTemplate = (template: SurveyTemplate, cohorts: string[]): SurveyBody =>
  surveyToBody(template, { cohorts, published: false });
