/**
 * Answer validation (docs/surveys.md): one zod schema per survey built from its questions, shared
 * by the form, the counting trigger and the API; the question set's own schema for the builder.
 * Apart from surveys.ts so that pages listing surveys (the home) load no zod.
 */
import { z } from 'zod';
import { utf8Length } from '../firestore-size.ts';
import { QUESTION_TYPES, SURVEY_LIMITS } from './survey-kinds.ts';
import {
  hasOptions,
  type AnswerValue,
  type SurveyAnswers,
  type SurveyQuestion,
  type SurveyResponse,
} from './surveys.ts';

// ---- answers --------------------------------------------------------------------------------

export const SURVEY_MESSAGES = {
  required: 'This question needs an answer',
  notAnOption: 'Pick one of the options',
  scale: `Pick a number from ${SURVEY_LIMITS.scaleMin} to ${SURVEY_LIMITS.scaleMax}`,
  yesNo: 'Answer yes or no',
  tooLong: (max: number) => `At most ${max} characters`,
  duplicate: 'Each option at most once',
  tooLongInAll: (bytes: number) =>
    `Your answers are too long in all: ${bytes.toLocaleString('en-US')} bytes of text, where ` +
    `${SURVEY_LIMITS.answersMaxBytes.toLocaleString('en-US')} fit (a plain letter takes one byte, an accented ` +
    'one two). Shorten a long answer.',
} as const;

/**
 * The size of a response's answers as the rules count it (firestore.rules, `answersFit`): the UTF-8
 * bytes of every text answer and every chosen option; numbers and yes/no count nothing.
 */
export function answersBytes(answers: Readonly<Record<string, unknown>>): number {
  let bytes = 0;
  for (const value of Object.values(answers)) {
    if (typeof value === 'string') bytes += utf8Length(value);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') bytes += utf8Length(item);
  }
  return bytes;
}

function answerSchema(question: SurveyQuestion, draft: boolean): z.ZodType<AnswerValue | undefined> {
  const required = question.required && !draft;
  // A missing answer reads "needs an answer"; a wrong one, what the question takes.
  const typeError = (message: string) => ({
    error: (issue: { input?: unknown }) => (issue.input === undefined ? SURVEY_MESSAGES.required : message),
  });
  const text = (max: number) => {
    const base = z.string(typeError(SURVEY_MESSAGES.required)).max(max, SURVEY_MESSAGES.tooLong(max));
    return required ? base.refine((s) => s.trim() !== '', SURVEY_MESSAGES.required) : base;
  };
  let schema: z.ZodType<AnswerValue>;
  switch (question.type) {
    case 'short_text':
      schema = text(SURVEY_LIMITS.shortTextMax);
      break;
    case 'long_text':
      schema = text(SURVEY_LIMITS.longTextMax);
      break;
    case 'single_choice':
      schema = z
        .string(typeError(SURVEY_MESSAGES.notAnOption))
        .refine((s) => question.options.includes(s) || (!required && s === ''), SURVEY_MESSAGES.notAnOption);
      break;
    case 'multiple_choice': {
      const list = z
        .array(z.string(SURVEY_MESSAGES.notAnOption), typeError(SURVEY_MESSAGES.notAnOption))
        .refine((l) => l.every((s) => question.options.includes(s)), SURVEY_MESSAGES.notAnOption)
        .refine((l) => new Set(l).size === l.length, SURVEY_MESSAGES.duplicate);
      schema = required ? list.refine((l) => l.length > 0, SURVEY_MESSAGES.required) : list;
      break;
    }
    case 'scale':
      schema = z
        .number(typeError(SURVEY_MESSAGES.scale))
        .int(SURVEY_MESSAGES.scale)
        .min(SURVEY_LIMITS.scaleMin, SURVEY_MESSAGES.scale)
        .max(SURVEY_LIMITS.scaleMax, SURVEY_MESSAGES.scale);
      break;
    case 'yes_no':
      schema = z.boolean(typeError(SURVEY_MESSAGES.yesNo));
      break;
  }
  return required ? schema : schema.optional();
}

/**
 * The answers of a survey: one key per question id, each checked by its type, and all of them
 * together within SURVEY_LIMITS.answersMaxBytes; unknown keys are refused. A draft accepts anything partial of the right types; a submission needs every required
 * answer. The same schema serves the form (react-hook-form's resolver), the API and the trigger.
 */
export function surveyAnswersSchema(questions: readonly SurveyQuestion[], options: { draft?: boolean } = {}) {
  const shape = Object.fromEntries(questions.map((q) => [q.id, answerSchema(q, options.draft ?? false)]));
  // Together at most answersMaxBytes, as the rules require: an issue of the whole form (no path).
  return z.strictObject(shape, { error: 'Unknown question' }).superRefine((answers, ctx) => {
    const bytes = answersBytes(answers);
    if (bytes > SURVEY_LIMITS.answersMaxBytes)
      ctx.addIssue({ code: 'custom', message: SURVEY_MESSAGES.tooLongInAll(bytes) });
  }) as unknown as z.ZodType<SurveyAnswers>;
}

// ---- the question set of a survey -----------------------------------------------------------

const QUESTION_ID = /^[a-z][a-z0-9_]{0,39}$/;

export const surveyQuestionSchema = z
  .object({
    id: z.string().regex(QUESTION_ID, 'Use a-z, 0-9 and _, starting with a letter (at most 40)'),
    type: z.enum(QUESTION_TYPES),
    label: z.string().trim().min(1, 'Write the question').max(SURVEY_LIMITS.labelMax),
    help: z.string().max(SURVEY_LIMITS.helpMax),
    required: z.boolean(),
    options: z
      .array(z.string().trim().min(1, 'An option must not be empty').max(SURVEY_LIMITS.optionMax))
      .max(SURVEY_LIMITS.maxOptions, `At most ${SURVEY_LIMITS.maxOptions} options`),
  })
  .superRefine((q, ctx) => {
    if (hasOptions(q.type) && q.options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two options' });
    if (!hasOptions(q.type) && q.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only choice questions have options' });
    if (new Set(q.options).size !== q.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Options must differ' });
  });

export const surveyQuestionsSchema = z
  .array(surveyQuestionSchema)
  .min(1, 'Add at least one question')
  .max(SURVEY_LIMITS.maxQuestions, `At most ${SURVEY_LIMITS.maxQuestions} questions`)
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((q, i) => {
      if (seen.has(q.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'Question ids must differ' });
      seen.add(q.id);
    });
  });

/**
 * The responses that may count: drafts and rejected ones pass through (they count for nothing
 * anyway), a submission only if its survey exists and its answers pass the survey's schema. The
 * rules check a response's keys; its values are checked here (docs/surveys.md).
 */
export function countableResponses<R extends Pick<SurveyResponse, 'survey_id' | 'status' | 'answers'>>(
  responses: readonly R[],
  questionsOf: Readonly<Record<string, readonly SurveyQuestion[] | undefined>>,
): R[] {
  const schemas = new Map<string, z.ZodType<SurveyAnswers>>();
  return responses.filter((r) => {
    if (r.status !== 'submitted') return true;
    const questions = questionsOf[r.survey_id];
    if (!questions) return false;
    let schema = schemas.get(r.survey_id);
    if (!schema) {
      schema = surveyAnswersSchema(questions);
      schemas.set(r.survey_id, schema);
    }
    return schema.safeParse(r.answers).success;
  });
}
