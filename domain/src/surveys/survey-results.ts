/**
 * A survey's results for its staff (docs/surveys-staff.md): who owes an answer, the response rate
 * per cohort, each question summarised, the CSV of the answers, and which windows the automatic
 * reminder is for today. Built on the survey domain (surveys.ts): a person's status decides
 * everything, so the results, "Remind now" and the scheduled reminder agree with what the peer's
 * own page says. Pure: `now` is always a parameter.
 */
import { sharedCohortIds } from '../people/access.ts';
import { DISPLAY_TIMEZONE } from '../constants.ts';
import { toCsv } from '../csv.ts';
import type { CalendarEvent, User } from '../model.ts';
import { isMakeupKind, SURVEY_LIMITS, type SurveyStatus } from './survey-kinds.ts';
import { isWindowOpen } from './survey-timing.ts';
import {
  madeUpEventIds,
  personSurveyState,
  surveyCohortFor,
  windowsOf,
  type AnswerValue,
  type Survey,
  type SurveyQuestion,
  type SurveyResponse,
} from './surveys.ts';
import { dayjs, toApiDate } from '../time.ts';

type Peer = Pick<User, 'id' | 'cohort_list' | 'alumni_community' | 'status'>;
type TimelineEvent = Pick<CalendarEvent, 'id' | 'title' | 'kind' | 'start_date' | 'end_date'>;
type AttendanceMap = Record<string, 'registered' | 'attended'>;

/** What the results need of a person's situation (make-ups: the cohort's events and their attendance). */
export interface SurveyContext {
  survey: Pick<Survey, 'id' | 'kind' | 'published' | 'windows' | 'cohorts' | 'makeup_event_kinds'>;
  /** Confirmed and invited peers of the survey's cohorts: only confirmed peers owe answers. */
  peers: readonly Peer[];
  /** Every response to this survey (drafts included: they are not answers). */
  responses: readonly Pick<SurveyResponse, 'user_id' | 'window' | 'event_id' | 'status' | 'survey_id' | 'kind'>[];
  /** Make-ups: events by cohort id. */
  events?: Readonly<Record<string, readonly TimelineEvent[]>>;
  /** Make-ups: attendance maps by user id. */
  attendance?: Readonly<Record<string, AttendanceMap>>;
  /** Make-ups: the person's make-up responses to any survey (what they already made up), by user id. */
  otherMakeups?: Readonly<Record<string, readonly Pick<SurveyResponse, 'event_id' | 'status' | 'kind'>[]>>;
  now: Date;
}

export interface PersonResult {
  user_id: string;
  cohort: string;
  status: SurveyStatus;
  /** The window the status is about ('main' or an event id) and when it closes. */
  window: string;
  closes_at: Date;
}

/**
 * Each confirmed peer the survey is offered to, with their status (due, submitted, upcoming,
 * closed) and the cohort they answer in. Invited people never owe an answer.
 */
export function surveyPeople(context: SurveyContext): PersonResult[] {
  const { survey, now } = context;
  const byUser = new Map<string, SurveyContext['responses'][number][]>();
  for (const r of context.responses) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const makeup = isMakeupKind(survey.kind);
  const out: PersonResult[] = [];
  for (const peer of context.peers) {
    if (peer.status !== 'confirmed') continue;
    const cohort = surveyCohortFor(survey, sharedCohortIds(peer));
    if (!cohort) continue;
    const own = byUser.get(peer.id) ?? [];
    const state = personSurveyState({
      survey,
      cohort,
      responses: own,
      ...(makeup
        ? {
            events: context.events?.[cohort] ?? [],
            attendance: context.attendance?.[peer.id] ?? {},
            madeUp: madeUpEventIds([...own, ...(context.otherMakeups?.[peer.id] ?? [])]),
          }
        : {}),
      now,
    });
    if (state) {
      out.push({
        user_id: peer.id,
        cohort,
        status: state.status,
        window: state.window.key,
        closes_at: state.window.closes_at,
      });
    }
  }
  return out;
}

/** Who has not answered: due now, or whose window closed without an answer. */
export const nonRespondents = (people: readonly PersonResult[]) =>
  people.filter((p) => p.status === 'due' || p.status === 'closed').map((p) => p.user_id);

/** Who a reminder goes to: those who can still answer (due). */
export const remindable = (people: readonly PersonResult[]) =>
  people.filter((p) => p.status === 'due').map((p) => p.user_id);

export interface CohortRate {
  cohort: string;
  /** People the survey is open or closed for (not those for whom it is still upcoming). */
  asked: number;
  answered: number;
  /** Due now. */
  waiting: number;
  /** Closed without an answer. */
  missed: number;
  /** answered / asked, 0 to 1; null when nobody is asked yet. */
  rate: number | null;
}

/** The response rate of each of the survey's cohorts, in the survey's order. */
export function cohortRates(cohorts: readonly string[], people: readonly PersonResult[]): CohortRate[] {
  return cohorts.map((cohort) => {
    const mine = people.filter((p) => p.cohort === cohort);
    const answered = mine.filter((p) => p.status === 'submitted').length;
    const waiting = mine.filter((p) => p.status === 'due').length;
    const missed = mine.filter((p) => p.status === 'closed').length;
    const asked = answered + waiting + missed;
    return { cohort, asked, answered, waiting, missed, rate: asked === 0 ? null : answered / asked };
  });
}

/**
 * The responses staff see: submitted ones (and rejected make-ups, marked as such), never drafts,
 * which are the peer's work in progress. Sorted by submission time.
 */
export function answeredResponses<R extends Pick<SurveyResponse, 'status' | 'submitted_at'>>(
  responses: readonly R[],
): R[] {
  return responses
    .filter((r) => r.status !== 'draft' && r.submitted_at)
    .sort((a, b) => a.submitted_at!.getTime() - b.submitted_at!.getTime());
}

// ---- question summaries ---------------------------------------------------------------------

export type QuestionSummary =
  | { type: 'choice'; answered: number; counts: { option: string; count: number }[] }
  | { type: 'scale'; answered: number; average: number | null; counts: { option: string; count: number }[] }
  | { type: 'yes_no'; answered: number; counts: { option: string; count: number }[] }
  | { type: 'text'; answered: number; texts: string[] };

const isAnswered = (value: AnswerValue | undefined) =>
  value !== undefined &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/**
 * One question over the answers: counts per option (choices, in the question's order; an answer
 * no longer among the options counts under its own name), counts and the average of a 1-5 scale,
 * yes and no, or the texts. Only the answers given count (`answered`).
 */
export function summariseQuestion(
  question: SurveyQuestion,
  answers: readonly (AnswerValue | undefined)[],
): QuestionSummary {
  const given = answers.filter(isAnswered) as AnswerValue[];
  const tally = (options: readonly string[], values: string[]) => {
    const counts = new Map<string, number>(options.map((o) => [o, 0]));
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts].map(([option, count]) => ({ option, count }));
  };
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      return {
        type: 'choice',
        answered: given.length,
        counts: tally(
          question.options,
          given.flatMap((v) => (Array.isArray(v) ? v : [String(v)])),
        ),
      };
    case 'scale': {
      const numbers = given.filter((v): v is number => typeof v === 'number');
      const scale = Array.from({ length: SURVEY_LIMITS.scaleMax - SURVEY_LIMITS.scaleMin + 1 }, (_, i) =>
        String(SURVEY_LIMITS.scaleMin + i),
      );
      return {
        type: 'scale',
        answered: numbers.length,
        average: numbers.length ? numbers.reduce((a, b) => a + b, 0) / numbers.length : null,
        counts: tally(scale, numbers.map(String)),
      };
    }
    case 'yes_no': {
      const flags = given.filter((v): v is boolean => typeof v === 'boolean');
      return {
        type: 'yes_no',
        answered: flags.length,
        counts: [
          { option: 'Yes', count: flags.filter(Boolean).length },
          { option: 'No', count: flags.filter((v) => !v).length },
        ],
      };
    }
    case 'short_text':
    case 'long_text':
      return { type: 'text', answered: given.length, texts: given.map(String) };
  }
}

// ---- CSV ------------------------------------------------------------------------------------

/** An answer as one cell: choices joined by "; ", yes/no as Yes/No. */
export function answerText(value: AnswerValue | undefined): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * The answers as a CSV file: one row per response (submitted and rejected, never drafts), the
 * person, their cohort, the session (per-event surveys and make-ups), when, the status, then one
 * column per question in the survey's order, headed by its text.
 */
export function surveyResponsesCsv(
  survey: Pick<Survey, 'questions'>,
  responses: readonly Pick<SurveyResponse, 'user_id' | 'cohort' | 'event_id' | 'status' | 'submitted_at' | 'answers'>[],
  lookups: { personName: (userId: string) => string; eventTitle?: (eventId: string) => string | null },
): string {
  const header = [
    'Name',
    'User id',
    'Cohort',
    'Session',
    'Submitted (New York)',
    'Status',
    ...survey.questions.map((q) => q.label),
  ];
  const rows = answeredResponses(responses).map((r) => [
    lookups.personName(r.user_id),
    r.user_id,
    r.cohort,
    r.event_id ? (lookups.eventTitle?.(r.event_id) ?? r.event_id) : '',
    r.submitted_at ? toApiDate(r.submitted_at) : '',
    r.status,
    ...survey.questions.map((q) => answerText(r.answers[q.id])),
  ]);
  return toCsv([header, ...rows]);
}

/** `kickoff-survey-2026-03-05.csv`: the title's words, then the New York day. */
export function surveyCsvFileName(title: string, now: Date): string {
  const slug =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'survey';
  return `${slug}-${dayjs(now).tz(DISPLAY_TIMEZONE).format('YYYY-MM-DD')}.csv`;
}

// ---- reminders ------------------------------------------------------------------------------

/** The automatic reminder goes out once a window has at most this long left. */
export const REMINDER_DAYS_BEFORE_CLOSE = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The New York day of a moment, `YYYY-MM-DD`: the reminder's once-a-day key. */
export const reminderDay = (now: Date) => dayjs(now).tz(DISPLAY_TIMEZONE).format('YYYY-MM-DD');

/** A window's key across cohorts: `cohort/window`. */
export const windowRef = (cohort: string, key: string) => `${cohort}/${key}`;

/**
 * The windows the automatic reminder is for at `now`: open, closing within
 * REMINDER_DAYS_BEFORE_CLOSE days, and not reminded before (`reminded`: window refs). A window
 * shorter than that is reminded on the first run after it opens; a run missed (a day the schedule
 * did not fire) is caught up by the next. Unpublished surveys remind nobody. `daysBefore` is the
 * group's reminder schedule (group-settings.ts); 0 turns the automatic reminder off.
 */
export function windowsToRemind(
  survey: Pick<Survey, 'published' | 'windows' | 'cohorts'>,
  now: Date,
  reminded: ReadonlySet<string>,
  daysBefore: number = REMINDER_DAYS_BEFORE_CLOSE,
): string[] {
  if (!survey.published || daysBefore <= 0) return [];
  const refs: string[] = [];
  for (const cohort of survey.cohorts) {
    for (const window of windowsOf(survey, cohort)) {
      const ref = windowRef(cohort, window.key);
      if (reminded.has(ref) || !isWindowOpen(window, now)) continue;
      if (window.closes_at.getTime() - now.getTime() <= daysBefore * DAY_MS) refs.push(ref);
    }
  }
  return refs;
}
