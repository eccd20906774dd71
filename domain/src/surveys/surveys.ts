/**
 * Surveys (issue 10, docs/surveys.md): the definition a group's staff write, a person's answers,
 * answer validation built from the questions (one zod schema for the form, the API and the
 * trigger; the rules check the same shape by hand), a person's status and what a submission counts.
 * Pure: no Firebase, `now` is always a parameter.
 */
import type { ActivityCounts, CalendarEvent, EventKind } from '../model.ts';
import type { RemainingSurvey } from '../certificate/certificate-prediction.ts';
import { CHECK_IN } from '../constants.ts';
import {
  isMakeupKind,
  surveyPath,
  type QuestionType,
  type SurveyActivity,
  type SurveyKind,
  type SurveyResponseStatus,
  type SurveyStatus,
} from './survey-kinds.ts';
import { isWindowOpen, resolveSurveyWindows, type SurveyTiming, type SurveyWindow } from './survey-timing.ts';

export interface SurveyQuestion {
  /** Stable within the survey: answers are keyed by it ([a-z0-9_], starts with a letter). */
  id: string;
  type: QuestionType;
  label: string;
  help: string;
  required: boolean;
  /** The choices of single_choice and multiple_choice; empty for the other types. */
  options: string[];
}

/** A window as stored on the survey (derived): what the rules check a write against. */
export type StoredSurveyWindow = Omit<SurveyWindow, 'key'>;

/** What the rules need of a question, by id (derived from `questions`). */
export interface QuestionShape {
  type: QuestionType;
  required: boolean;
  options: string[];
}

/** surveys/{id}: a survey of one group, for some of its cohorts. */
export interface Survey {
  id: string;
  group: string;
  kind: SurveyKind;
  title: string;
  description: string;
  questions: SurveyQuestion[];
  /** The activity a submitted response counts toward, or null. */
  counts_toward: SurveyActivity | null;
  /** Cohort ids (the alumni survey: 'alumni'). */
  cohorts: string[];
  timing: SurveyTiming;
  /** Make-ups: the kinds of missed session a response can make up for; [] for other kinds. */
  makeup_event_kinds: EventKind[];
  /** Peers see published surveys only. */
  published: boolean;
  /** Derived (trigger on surveys and cohort calendars): windows by cohort id, then window key. */
  windows: Record<string, Record<string, StoredSurveyWindow>>;
  /** Derived from `questions` (same trigger): what the rules check answers against. */
  question_map: Record<string, QuestionShape>;
  /** Derived from `questions` (same trigger): the ids a submission must answer (the rules check it). */
  required_ids?: string[];
  created_at: Date;
  updated_at: Date;
}

/** A survey as a person's list reads it (cohort_surveys): what decides its status and what it counts toward. */
export type SurveySummary = Pick<
  Survey,
  'id' | 'group' | 'kind' | 'title' | 'counts_toward' | 'cohorts' | 'makeup_event_kinds' | 'published' | 'windows'
>;

export type AnswerValue = string | string[] | number | boolean;
export type SurveyAnswers = Record<string, AnswerValue>;

/** survey_responses/{surveyResponseId}: a person's answers to a survey (or one window of it). */
export interface SurveyResponse {
  id: string;
  survey_id: string;
  user_id: string;
  group: string;
  /** The person's cohort the window belongs to (one of the survey's cohorts). */
  cohort: string;
  kind: SurveyKind;
  /** The window key in the survey's windows of that cohort: 'main' or an event id. */
  window: string;
  /** Per-event surveys: the event that opened the window; make-ups: the missed session; else null. */
  event_id: string | null;
  answers: SurveyAnswers;
  status: SurveyResponseStatus;
  updated_at: Date;
  submitted_at: Date | null;
  /** Set by staff (API) when they reject a make-up. */
  rejected_at?: Date | null;
  rejected_by?: string | null;
  reject_reason?: string | null;
}

// ---- derived fields -------------------------------------------------------------------------

export function questionMap(questions: readonly SurveyQuestion[]): Record<string, QuestionShape> {
  return Object.fromEntries(
    questions.map((q) => [q.id, { type: q.type, required: q.required, options: hasOptions(q.type) ? q.options : [] }]),
  );
}

/** The fields the rules read, derived from the questions (the survey trigger keeps them). */
export function derivedQuestionFields(questions: readonly SurveyQuestion[]) {
  return { question_map: questionMap(questions), required_ids: questions.filter((q) => q.required).map((q) => q.id) };
}

export const hasOptions = (type: QuestionType) => type === 'single_choice' || type === 'multiple_choice';

type TimelineEvent = Pick<CalendarEvent, 'id' | 'title' | 'kind' | 'start_date' | 'end_date'>;

/** The stored windows of a survey from the calendars of its cohorts (cohorts without a calendar: none). */
export function surveyWindowsByCohort(
  survey: Pick<Survey, 'timing' | 'cohorts'>,
  calendars: Record<string, readonly TimelineEvent[]>,
): Survey['windows'] {
  const result: Survey['windows'] = {};
  for (const cohort of survey.cohorts) {
    const windows = resolveSurveyWindows(survey.timing, calendars[cohort] ?? []);
    result[cohort] = Object.fromEntries(windows.map(({ key, ...w }) => [key, w]));
  }
  return result;
}

/** A survey's windows for one cohort, by opening time. */
export function windowsOf(survey: Pick<Survey, 'windows'>, cohort: string): SurveyWindow[] {
  return Object.entries(survey.windows[cohort] ?? {})
    .map(([key, w]) => ({ key, ...w }))
    .sort((a, b) => a.opens_at.getTime() - b.opens_at.getTime() || a.key.localeCompare(b.key));
}

/** The cohort a person answers a survey in: the first of the survey's cohorts the person shares. */
export function surveyCohortFor(survey: Pick<Survey, 'cohorts'>, sharedCohorts: readonly string[]): string | null {
  return survey.cohorts.find((c) => sharedCohorts.includes(c)) ?? null;
}

/** The answers without empty values (what is stored: an unanswered optional question has no key). */
export function compactAnswers(answers: Record<string, AnswerValue | null | undefined>): SurveyAnswers {
  const out: SurveyAnswers = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

// ---- a person's status ----------------------------------------------------------------------

type ResponseLike = Pick<SurveyResponse, 'window' | 'event_id' | 'status' | 'survey_id'>;
type AttendanceMap = Record<string, 'registered' | 'attended'>;

export interface PersonSurveyState {
  status: SurveyStatus;
  /** The window the status is about (the next due, the open answered one, the next upcoming, the last). */
  window: SurveyWindow;
  /** Make-ups: the missed sessions still to make up in this survey (empty for other kinds). */
  makeup_candidates: TimelineEvent[];
}

/**
 * Missed sessions a make-up can still make up for: events of the make-up's kinds in the cohort's
 * calendar that have ended, that the person did not attend, and that no response of theirs already
 * names (drafts excepted, in this survey or any other make-up: `madeUp`).
 */
export function makeupCandidates<E extends TimelineEvent>(
  kinds: readonly EventKind[],
  events: readonly E[],
  attendance: AttendanceMap,
  madeUp: ReadonlySet<string>,
  now: Date,
): E[] {
  return events
    .filter(
      (e) =>
        kinds.includes(e.kind) &&
        e.end_date.getTime() <= now.getTime() &&
        attendance[e.id] !== 'attended' &&
        !madeUp.has(e.id),
    )
    .sort((a, b) => a.start_date.getTime() - b.start_date.getTime());
}

/** Event ids that the person's make-up responses already name (submitted or rejected). */
export function madeUpEventIds(
  responses: readonly Pick<SurveyResponse, 'event_id' | 'status' | 'kind'>[],
): Set<string> {
  return new Set(
    responses.filter((r) => isMakeupKind(r.kind) && r.status !== 'draft' && r.event_id).map((r) => r.event_id!),
  );
}

/**
 * A person's status for one survey, or null when it is not offered to them (not published, none
 * of their cohorts, no window for their cohort, or a make-up with nothing to make up and no answer).
 * - due: a window is open and they have not submitted for it (make-ups: a missed session left)
 * - submitted: the open window is answered, or the last window closed with their answer
 * - upcoming: nothing open, a window opens later
 * - closed: every window has closed without their answer
 */
export function personSurveyState(input: {
  survey: Pick<Survey, 'kind' | 'published' | 'windows' | 'cohorts' | 'makeup_event_kinds' | 'id'>;
  cohort: string | null;
  /** The person's responses to this survey. */
  responses: readonly ResponseLike[];
  /** Make-ups only: the cohort's events, the person's attendance and what their make-ups already name. */
  events?: readonly TimelineEvent[];
  attendance?: AttendanceMap;
  madeUp?: ReadonlySet<string>;
  now: Date;
}): PersonSurveyState | null {
  const { survey, cohort, responses, now } = input;
  if (!survey.published || cohort === null || !survey.cohorts.includes(cohort)) return null;
  const windows = windowsOf(survey, cohort);
  if (windows.length === 0) return null;
  const t = now.getTime();
  const submitted = (r: ResponseLike) => r.status === 'submitted';

  if (isMakeupKind(survey.kind)) {
    const window = windows[0]!;
    const candidates = makeupCandidates(
      survey.makeup_event_kinds,
      input.events ?? [],
      input.attendance ?? {},
      input.madeUp ?? new Set(),
      now,
    );
    const answered = responses.some(submitted);
    if (t < window.opens_at.getTime()) return { status: 'upcoming', window, makeup_candidates: [] };
    if (t >= window.closes_at.getTime())
      return { status: answered ? 'submitted' : 'closed', window, makeup_candidates: [] };
    if (candidates.length > 0) return { status: 'due', window, makeup_candidates: candidates };
    return answered ? { status: 'submitted', window, makeup_candidates: [] } : null;
  }

  const answeredKeys = new Set(responses.filter(submitted).map((r) => r.window));
  const open = windows.filter((w) => isWindowOpen(w, now));
  const dueWindow = open
    .filter((w) => !answeredKeys.has(w.key))
    .sort((a, b) => a.closes_at.getTime() - b.closes_at.getTime())[0];
  if (dueWindow) return { status: 'due', window: dueWindow, makeup_candidates: [] };
  if (open[0]) return { status: 'submitted', window: open[0], makeup_candidates: [] };
  const next = windows.find((w) => w.opens_at.getTime() > t);
  if (next) return { status: 'upcoming', window: next, makeup_candidates: [] };
  const last = [...windows].sort((a, b) => a.closes_at.getTime() - b.closes_at.getTime()).at(-1)!;
  return { status: answeredKeys.has(last.key) ? 'submitted' : 'closed', window: last, makeup_candidates: [] };
}

// ---- counting -------------------------------------------------------------------------------

/** What a person's survey responses add to their activities. */
export interface SurveyActivityCounts {
  kickoff_response: boolean;
  program_eval: boolean;
  reflection: number;
  check_in: number;
}

/**
 * Counting rules: only submitted responses count (drafts and rejected ones do not), each survey
 * window at most once. kickoff_response and program_eval become true with one response to a survey
 * counting toward them; reflection counts answered windows; check_in counts distinct made-up
 * sessions (a session the person is marked as attending after all counts through attendance
 * instead, never twice). `countsToward` is each survey's current setting, by survey id.
 */
export function surveyActivityCounts(
  responses: readonly Pick<SurveyResponse, 'survey_id' | 'window' | 'event_id' | 'status'>[],
  countsToward: Readonly<Record<string, SurveyActivity | null>>,
  attendance: AttendanceMap = {},
): SurveyActivityCounts {
  const seen: Record<SurveyActivity, Set<string>> = {
    kickoff_response: new Set(),
    program_eval: new Set(),
    reflection: new Set(),
    check_in: new Set(),
  };
  for (const r of responses) {
    if (r.status !== 'submitted') continue;
    const activity = countsToward[r.survey_id];
    if (!activity) continue;
    if (activity === 'check_in' && r.event_id) {
      if (attendance[r.event_id] !== 'attended') seen.check_in.add(`event:${r.event_id}`);
    } else {
      seen[activity].add(`${r.survey_id}/${r.window}/${r.event_id ?? ''}`);
    }
  }
  return {
    kickoff_response: seen.kickoff_response.size > 0,
    program_eval: seen.program_eval.size > 0,
    reflection: seen.reflection.size,
    check_in: seen.check_in.size,
  };
}

// ---- a person's list ------------------------------------------------------------------------

/** One row of a person's surveys (GET /api/user/surveys, the home's "surveys due"). */
export interface PersonSurveyRow {
  id: string;
  kind: SurveyKind;
  /** The peer route that answers it (custom surveys: /survey/{id}). */
  route: string;
  title: string;
  status: SurveyStatus;
  opens_at: Date;
  closes_at: Date;
}

/** A person's surveys and what decides their status (personSurveyRows, remainingSurveys). */
export interface PersonSurveysInput {
  surveys: readonly SurveySummary[];
  responses: readonly Pick<SurveyResponse, 'survey_id' | 'window' | 'event_id' | 'status' | 'kind'>[];
  sharedCohorts: readonly string[];
  calendars: Readonly<Record<string, readonly TimelineEvent[]>>;
  attendance: AttendanceMap;
  now: Date;
}

const STATUS_ORDER: Record<SurveyStatus, number> = { due: 0, upcoming: 1, submitted: 2, closed: 3 };

/**
 * Every survey offered to a person with their status, due ones first (soonest closing first), then
 * upcoming (soonest opening), submitted and closed. Make-ups need the cohorts' events and the
 * person's attendance; `responses` are all of the person's responses.
 */
export function personSurveyRows(input: PersonSurveysInput): PersonSurveyRow[] {
  const madeUp = madeUpEventIds(input.responses);
  const rows: PersonSurveyRow[] = [];
  for (const survey of input.surveys) {
    const cohort = surveyCohortFor(survey, input.sharedCohorts);
    const state = personSurveyState({
      survey,
      cohort,
      responses: input.responses.filter((r) => r.survey_id === survey.id),
      events: cohort ? (input.calendars[cohort] ?? []) : [],
      attendance: input.attendance,
      madeUp,
      now: input.now,
    });
    if (!state) continue;
    rows.push({
      id: survey.id,
      kind: survey.kind,
      route: surveyPath(survey),
      title: survey.title,
      status: state.status,
      opens_at: state.window.opens_at,
      closes_at: state.window.closes_at,
    });
  }
  const key = (r: PersonSurveyRow) => (r.status === 'upcoming' ? r.opens_at : r.closes_at).getTime();
  return rows.sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      (a.status === 'submitted' || a.status === 'closed' ? key(b) - key(a) : key(a) - key(b)) ||
      a.id.localeCompare(b.id),
  );
}

// ---- what is left to submit (the certificate prediction) --------------------------------------

/**
 * The survey submissions a person can still make for credit: the certificate prediction's
 * `remaining.surveys` (docs/certificate.md, docs/surveys.md). Of the published surveys of their
 * cohort that count toward an activity (`counts_toward`), one per window that is open or opens
 * later and that they have not submitted (a draft is not an answer); for a make-up whose window
 * has not closed, one per missed session left to make up, each session once across the make-up
 * surveys, and only once its check-in has closed (until then the event itself is what is left,
 * `remainingEvents`, so it is never counted twice).
 */
export function remainingSurveys(input: PersonSurveysInput): RemainingSurvey[] {
  const t = input.now.getTime();
  const madeUp = madeUpEventIds(input.responses);
  const sessions = new Set<string>();
  const left: RemainingSurvey[] = [];
  for (const survey of input.surveys) {
    const activity = survey.counts_toward;
    const cohort = surveyCohortFor(survey, input.sharedCohorts);
    if (!survey.published || !activity || !cohort) continue;
    const windows = windowsOf(survey, cohort).filter((w) => w.closes_at.getTime() > t);
    if (windows.length === 0) continue;
    if (isMakeupKind(survey.kind)) {
      const events = input.calendars[cohort] ?? [];
      for (const e of makeupCandidates(survey.makeup_event_kinds, events, input.attendance, madeUp, input.now)) {
        if (sessions.has(e.id) || e.end_date.getTime() + CHECK_IN.closesAfterEndMs > t) continue;
        sessions.add(e.id);
        left.push({ id: `${survey.id}/${e.id}`, activity });
      }
      continue;
    }
    const answered = new Set(
      input.responses.filter((r) => r.survey_id === survey.id && r.status === 'submitted').map((r) => r.window),
    );
    for (const w of windows) if (!answered.has(w.key)) left.push({ id: `${survey.id}/${w.key}`, activity });
  }
  return left;
}

/**
 * A person's activities with what their surveys add: the counts add up (reflections, made-up
 * check-ins); a yes/no activity is true when a response makes it so, and stays true once set
 * (older data and staff's own marks hold it without a response; nothing takes a kickoff response
 * back).
 */
export function withSurveyCounts<C extends ActivityCounts>(counts: C, surveys: SurveyActivityCounts): C {
  return {
    ...counts,
    kickoff_response: counts.kickoff_response || surveys.kickoff_response,
    program_eval: counts.program_eval || surveys.program_eval,
    reflection: counts.reflection + surveys.reflection,
    check_in: counts.check_in + surveys.check_in,
  };
}
