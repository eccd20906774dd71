/**
 * Survey kinds, their routes and what a submission counts toward (issue 10, docs/surveys.md).
 * Kept free of zod and dayjs so the router and the peer home can import it cheaply.
 */
import type { EventKind } from '../model.ts';

export const SURVEY_KINDS = [
  'kickoff',
  'reflection',
  'matching',
  'post_meeting',
  'post_program',
  'program_eval',
  'alumni',
  'makeup',
  'checkin_makeup',
  'checkin_case_study_makeup',
  'custom',
] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/** The kinds a peer answers on a route of their own (custom surveys: CUSTOM_SURVEY_ROUTE, by id). */
export type RoutedSurveyKind = Exclude<SurveyKind, 'custom'>;

/** The spec's route of each kind (section 2). */
export const SURVEY_ROUTES: Record<RoutedSurveyKind, string> = {
  kickoff: '/kickoff',
  reflection: '/reflection',
  matching: '/matching-survey',
  post_meeting: '/post-meeting',
  post_program: '/post-program',
  program_eval: '/program-eval',
  alumni: '/alumni-survey',
  makeup: '/makeup',
  checkin_makeup: '/checkin-makeup',
  checkin_case_study_makeup: '/checkin-case-study-makeup',
};

/** The route a peer answers a survey of this kind on; null for custom surveys (see surveyPath). */
export function surveyRoute(kind: SurveyKind): string | null {
  return kind === 'custom' ? null : SURVEY_ROUTES[kind];
}

/**
 * Custom ("from scratch") surveys have no kind route in the spec: a peer answers one on
 * /survey/:id (docs/surveys.md, "Custom surveys"). The spec's /survey (staff) is unchanged.
 */
export const CUSTOM_SURVEY_ROUTE = '/survey/:id';

/** Where a peer answers this survey: its kind's route, or /survey/{id} for a custom one. */
export function surveyPath(survey: { id: string; kind: SurveyKind }): string {
  return surveyRoute(survey.kind) ?? `/survey/${encodeURIComponent(survey.id)}`;
}

/** The kind answered on a route, or null. */
export function surveyKindOfRoute(path: string): RoutedSurveyKind | null {
  const entry = Object.entries(SURVEY_ROUTES).find(([, route]) => route === path);
  return entry ? (entry[0] as RoutedSurveyKind) : null;
}

/** The activities a survey submission can count toward (engagement requirement types). */
export const SURVEY_ACTIVITIES = ['kickoff_response', 'program_eval', 'reflection', 'check_in'] as const;
export type SurveyActivity = (typeof SURVEY_ACTIVITIES)[number];

/** What a kind counts toward by default (staff may change it per survey). */
export const DEFAULT_SURVEY_ACTIVITY: Record<SurveyKind, SurveyActivity | null> = {
  kickoff: 'kickoff_response',
  reflection: 'reflection',
  matching: null,
  post_meeting: null,
  post_program: null,
  program_eval: 'program_eval',
  alumni: null,
  makeup: 'check_in',
  checkin_makeup: 'check_in',
  checkin_case_study_makeup: 'check_in',
  custom: null,
};

/** Make-up kinds: each response names one missed session (docs/surveys.md). */
export const MAKEUP_KINDS = ['makeup', 'checkin_makeup', 'checkin_case_study_makeup'] as const;
export type MakeupKind = (typeof MAKEUP_KINDS)[number];
export const isMakeupKind = (kind: SurveyKind): kind is MakeupKind =>
  (MAKEUP_KINDS as readonly string[]).includes(kind);

/** Which missed sessions each make-up kind makes up for, by default. */
export const DEFAULT_MAKEUP_EVENT_KINDS: Record<MakeupKind, EventKind[]> = {
  makeup: ['kickoff', 'coaching', 'workshop'],
  checkin_makeup: ['check_in'],
  checkin_case_study_makeup: ['check_in'],
};

export const SURVEY_KIND_LABELS: Record<SurveyKind, string> = {
  kickoff: 'Kickoff survey',
  reflection: 'Reflection',
  matching: 'Matching survey',
  post_meeting: 'Post-meeting survey',
  post_program: 'Post-program survey',
  program_eval: 'Program evaluation',
  alumni: 'Alumni survey',
  makeup: 'Make-up assignment',
  checkin_makeup: 'Check-in make-up',
  checkin_case_study_makeup: 'Check-in case study make-up',
  custom: 'Custom survey',
};

/**
 * Each survey route's page title (the browser tab and the route catalog), whichever survey the
 * route shows: shorter than the kinds' labels, which name a survey in lists and headings.
 */
export const SURVEY_ROUTE_TITLES: Record<RoutedSurveyKind, string> = {
  kickoff: 'Kickoff',
  reflection: 'Reflection',
  matching: 'Matching survey',
  post_meeting: 'Post-meeting survey',
  post_program: 'Post-program survey',
  program_eval: 'Program evaluation',
  alumni: 'Alumni survey',
  makeup: 'Make-up session',
  checkin_makeup: 'Check-in make-up',
  checkin_case_study_makeup: 'Case study make-up',
};

/** A person's status for a survey (GET /api/user/surveys). */
export const SURVEY_STATUSES = ['due', 'submitted', 'upcoming', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** Response statuses: peers write draft and submitted; staff reject a make-up through the API. */
export const SURVEY_RESPONSE_STATUSES = ['draft', 'submitted', 'rejected'] as const;
export type SurveyResponseStatus = (typeof SURVEY_RESPONSE_STATUSES)[number];

export const QUESTION_TYPES = [
  'short_text',
  'long_text',
  'single_choice',
  'multiple_choice',
  'scale',
  'yes_no',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Limits the rules enforce too (firestore.rules mirrors them: keep in step). */
export const SURVEY_LIMITS = {
  /** The rules check each question in a chain of 20 (they evaluate at most 1000 expressions). */
  maxQuestions: 20,
  maxOptions: 20,
  shortTextMax: 200,
  longTextMax: 4000,
  optionMax: 200,
  labelMax: 300,
  helpMax: 1000,
  titleMax: 200,
  descriptionMax: 2000,
  scaleMin: 1,
  scaleMax: 5,
  /**
   * A response's answers together, in UTF-8 bytes of text (answersBytes): checked by the rules too,
   * so no response, however written, costs every staff results listener more than this (issue 24).
   */
  answersMaxBytes: 20_000,
} as const;

/** The key of a survey's only window (surveys that are not per-event). */
export const MAIN_WINDOW = 'main';
