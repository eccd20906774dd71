/**
 * Surveys: windows on the cohort timeline (fixed, relative, per event, across both 2026 daylight-
 * saving changes), a person's status, the counting rules and answer validation per question type.
 * Instants are written with offsets, so the results are the same under any TZ (the unit suite also
 * runs under TZ=UTC and TZ=America/Los_Angeles).
 */
import { describe, expect, it } from 'vitest';
import type { CalendarEvent, EventKind } from '../model.ts';
import {
  isMakeupKind,
  QUESTION_TYPES,
  SURVEY_KINDS,
  SURVEY_ROUTES,
  CUSTOM_SURVEY_ROUTE,
  surveyKindOfRoute,
  surveyPath,
  surveyRoute,
} from './survey-kinds.ts';
import { exampleAnswers, MATCHING_QUESTION_IDS, surveyTemplate } from './survey-templates.ts';
import { emptyActivityCounts } from '../certificate/certificate.ts';
import { applyOffset, resolveSurveyWindows, type SurveyTiming } from './survey-timing.ts';
import {
  answersBytes,
  countableResponses,
  SURVEY_MESSAGES,
  surveyAnswersSchema,
  surveyQuestionsSchema,
} from './survey-answers.ts';
import {
  compactAnswers,
  madeUpEventIds,
  personSurveyRows,
  personSurveyState,
  questionMap,
  remainingSurveys,
  surveyActivityCounts,
  surveyWindowsByCohort,
  withSurveyCounts,
  type Survey,
  type SurveyAnswers,
  type SurveyQuestion,
  type SurveyResponse,
} from './surveys.ts';
import { surveyResponseId } from '../collections/paths.ts';
import { certificatePrediction } from '../certificate/certificate-prediction.ts';
import { emptyRequirements } from '../certificate/requirements.ts';

const d = (iso: string) => new Date(iso);

function event(id: string, kind: EventKind, start: string, end: string, title = id): CalendarEvent {
  return {
    id,
    title,
    description: '',
    location: '',
    type: kind === 'deadline' ? 'deadline' : 'other',
    kind,
    activity: null,
    group: 'g',
    cohorts: ['c1'],
    start_date: d(start),
    end_date: d(end),
  };
}

// A cohort whose year crosses the March 8 and November 1, 2026 changes.
const EVENTS: CalendarEvent[] = [
  event('kickoff', 'kickoff', '2026-02-27T09:00:00-05:00', '2026-02-27T12:00:00-05:00', 'Program kickoff'),
  event('coach-1', 'coaching', '2026-03-05T14:00:00-05:00', '2026-03-05T15:30:00-05:00', 'Coaching triad session 1'),
  event('coach-2', 'coaching', '2026-10-29T14:00:00-04:00', '2026-10-29T15:30:00-04:00', 'Coaching triad session 2'),
  event('drop-in', 'coaching', '2026-06-01T08:00:00-04:00', '2026-06-01T20:00:00-04:00', 'Coaching drop-in day'),
  event('check-1', 'check_in', '2026-03-13T12:00:00-05:00', '2026-03-13T13:00:00-05:00', 'Check-in 1'),
  event('check-2', 'check_in', '2026-03-27T12:00:00-04:00', '2026-03-27T13:00:00-04:00', 'Check-in 2'),
  event('refl-1', 'deadline', '2026-05-29T23:59:00-04:00', '2026-05-29T23:59:00-04:00', 'First reflection due'),
  event('other-deadline', 'deadline', '2026-03-06T23:59:00-05:00', '2026-03-06T23:59:00-05:00', 'Kickoff response due'),
  event('completion', 'completion', '2027-02-19T15:00:00-05:00', '2027-02-19T17:00:00-05:00', 'Completion'),
];

describe('survey routes', () => {
  it('gives each of the ten peer kinds its spec route, and reads it back', () => {
    expect(Object.values(SURVEY_ROUTES).sort()).toEqual(
      [
        '/alumni-survey',
        '/checkin-case-study-makeup',
        '/checkin-makeup',
        '/kickoff',
        '/makeup',
        '/matching-survey',
        '/post-meeting',
        '/post-program',
        '/program-eval',
        '/reflection',
      ].sort(),
    );
    for (const kind of SURVEY_KINDS) {
      const route = surveyRoute(kind);
      if (kind === 'custom') expect(route).toBeNull();
      else expect(surveyKindOfRoute(route!)).toBe(kind);
    }
    expect(surveyKindOfRoute('/survey')).toBeNull();
  });

  it('ids responses by survey and person, plus the event for per-event windows and make-ups', () => {
    expect(surveyResponseId('s1', 'u1')).toBe('s1_u1');
    expect(surveyResponseId('s1', 'u1', null)).toBe('s1_u1');
    expect(surveyResponseId('s1', 'u1', 'coach-1')).toBe('s1_u1_coach-1');
  });
});

describe('custom surveys', () => {
  it('are answered on /survey/{id}; the other kinds on their own route', () => {
    expect(surveyPath({ id: 'mid-year', kind: 'custom' })).toBe('/survey/mid-year');
    expect(surveyPath({ id: 'a b', kind: 'custom' })).toBe('/survey/a%20b');
    expect(surveyPath({ id: 'k1', kind: 'kickoff' })).toBe('/kickoff');
    expect(CUSTOM_SURVEY_ROUTE).toBe('/survey/:id');
  });
});

describe('survey windows on the cohort timeline', () => {
  it('keeps a fixed window as given, and drops one that closes before it opens', () => {
    const timing: SurveyTiming = {
      type: 'fixed',
      opens_at: d('2026-03-01T00:00:00-05:00'),
      closes_at: d('2026-03-20T23:59:00-04:00'),
    };
    expect(resolveSurveyWindows(timing, [])).toEqual([
      { key: 'main', opens_at: timing.opens_at, closes_at: timing.closes_at, event_id: null, event_title: null },
    ]);
    expect(resolveSurveyWindows({ ...timing, closes_at: timing.opens_at }, [])).toEqual([]);
  });

  it('closes the kickoff survey 14 days after kickoff at 23:59 New York, across the March change', () => {
    const [window] = resolveSurveyWindows(surveyTemplate('kickoff', d('2026-01-01T00:00:00Z')).timing, EVENTS);
    expect(window!.opens_at).toEqual(d('2026-02-27T12:00:00-05:00'));
    // 14 calendar days later is March 13, after the change: 23:59 EDT, not 22:59.
    expect(window!.closes_at).toEqual(d('2026-03-13T23:59:00-04:00'));
  });

  it('opens post-meeting when each triad session ends and keeps it open 7 days, wall time kept across DST', () => {
    const windows = resolveSurveyWindows(surveyTemplate('post_meeting', d('2026-01-01T00:00:00Z')).timing, EVENTS);
    expect(windows.map((w) => w.key)).toEqual(['coach-1', 'coach-2']); // not the drop-in day
    expect(windows[0]).toMatchObject({
      opens_at: d('2026-03-05T15:30:00-05:00'),
      closes_at: d('2026-03-12T15:30:00-04:00'), // spring forward: 6 days 23 hours later
      event_id: 'coach-1',
      event_title: 'Coaching triad session 1',
    });
    expect(windows[1]).toMatchObject({
      opens_at: d('2026-10-29T15:30:00-04:00'),
      closes_at: d('2026-11-05T15:30:00-05:00'), // fall back: 7 days 1 hour later
    });
    const hours = (w: (typeof windows)[number]) => (w.closes_at.getTime() - w.opens_at.getTime()) / 3_600_000;
    expect(windows.map(hours)).toEqual([167, 169]);
  });

  it('gives a reflection window per reflection deadline only', () => {
    const windows = resolveSurveyWindows(surveyTemplate('reflection', d('2026-01-01T00:00:00Z')).timing, EVENTS);
    expect(windows).toHaveLength(1);
    expect(windows[0]).toMatchObject({
      key: 'refl-1',
      opens_at: d('2026-05-15T00:00:00-04:00'),
      closes_at: d('2026-05-29T23:59:00-04:00'),
    });
  });

  it('applies negative offsets and a set wall time, and takes the last event when asked', () => {
    expect(applyOffset(EVENTS[0]!, { edge: 'start', days: -14, at: '00:00' })).toEqual(d('2026-02-13T00:00:00-05:00'));
    const timing: SurveyTiming = {
      type: 'relative',
      opens: { event_kind: 'check_in', title_includes: null, which: 'first', edge: 'end', days: 0, at: null },
      closes: { event_kind: 'check_in', title_includes: null, which: 'last', edge: 'start', days: 1, at: '09:30' },
    };
    expect(resolveSurveyWindows(timing, EVENTS)).toEqual([
      {
        key: 'main',
        opens_at: d('2026-03-13T13:00:00-04:00'.replace('-04:00', '-05:00')),
        closes_at: d('2026-03-28T09:30:00-04:00'),
        event_id: null,
        event_title: null,
      },
    ]);
  });

  it('gives no window when the cohort lacks the anchor event', () => {
    const timing = surveyTemplate('program_eval', d('2026-01-01T00:00:00Z')).timing;
    expect(
      resolveSurveyWindows(
        timing,
        EVENTS.filter((e) => e.kind !== 'completion'),
      ),
    ).toEqual([]);
    expect(resolveSurveyWindows(timing, EVENTS)[0]!.closes_at).toEqual(d('2027-03-05T23:59:00-05:00'));
  });

  it('stores windows per cohort, empty for a cohort without a calendar', () => {
    const timing = surveyTemplate('kickoff', d('2026-01-01T00:00:00Z')).timing;
    const windows = surveyWindowsByCohort({ timing, cohorts: ['c1', 'c2'] }, { c1: EVENTS });
    expect(Object.keys(windows.c1!)).toEqual(['main']);
    expect(windows.c2).toEqual({});
  });
});

function survey(kind: Survey['kind'], overrides: Partial<Survey> = {}): Survey {
  const template = surveyTemplate(kind, d('2026-01-01T00:00:00Z'));
  const base = {
    id: `s-${kind}`,
    group: 'g',
    ...template,
    cohorts: ['c1'],
    published: true,
    question_map: questionMap(template.questions),
    created_at: d('2026-01-01T00:00:00Z'),
    updated_at: d('2026-01-01T00:00:00Z'),
    ...overrides,
  };
  return { ...base, windows: overrides.windows ?? surveyWindowsByCohort(base, { c1: EVENTS }) } as Survey;
}

const response = (
  surveyId: string,
  window: string,
  status: SurveyResponse['status'],
  eventId: string | null = null,
  kind: Survey['kind'] = 'kickoff',
) => ({ survey_id: surveyId, window, status, event_id: eventId, kind });

describe('a person’s survey status', () => {
  const kickoff = survey('kickoff');
  const state = (now: string, responses: ReturnType<typeof response>[] = [], s = kickoff, cohort = 'c1') =>
    personSurveyState({ survey: s, cohort, responses, now: d(now) })?.status ?? null;

  it('is upcoming before it opens, due while open, submitted once answered, closed if never answered', () => {
    expect(state('2026-02-27T11:59:00-05:00')).toBe('upcoming');
    expect(state('2026-02-27T12:00:00-05:00')).toBe('due');
    expect(state('2026-03-13T23:58:59-04:00')).toBe('due');
    expect(state('2026-03-10T10:00:00-04:00', [response(kickoff.id, 'main', 'submitted')])).toBe('submitted');
    expect(state('2026-03-10T10:00:00-04:00', [response(kickoff.id, 'main', 'draft')])).toBe('due');
    expect(state('2026-03-13T23:59:00-04:00')).toBe('closed');
    expect(state('2026-04-01T00:00:00-04:00', [response(kickoff.id, 'main', 'submitted')])).toBe('submitted');
    expect(state('2026-04-01T00:00:00-04:00', [response(kickoff.id, 'main', 'rejected')])).toBe('closed');
  });

  it('is not offered outside its cohorts, unpublished, or without a window', () => {
    expect(state('2026-03-01T00:00:00-05:00', [], kickoff, 'c2')).toBeNull();
    expect(state('2026-03-01T00:00:00-05:00', [], { ...kickoff, published: false })).toBeNull();
    expect(state('2026-03-01T00:00:00-05:00', [], { ...kickoff, windows: { c1: {} } })).toBeNull();
  });

  it('walks the windows of a per-event survey', () => {
    const s = survey('post_meeting');
    const at = (now: string, responses: ReturnType<typeof response>[] = []) =>
      personSurveyState({ survey: s, cohort: 'c1', responses, now: d(now) });
    expect(at('2026-03-01T00:00:00-05:00')).toMatchObject({ status: 'upcoming', window: { key: 'coach-1' } });
    expect(at('2026-03-06T00:00:00-05:00')).toMatchObject({ status: 'due', window: { key: 'coach-1' } });
    expect(at('2026-03-06T00:00:00-05:00', [response(s.id, 'coach-1', 'submitted')])).toMatchObject({
      status: 'submitted',
      window: { key: 'coach-1' },
    });
    // Between windows: the next one is upcoming even if the first was missed.
    expect(at('2026-06-01T00:00:00-04:00')).toMatchObject({ status: 'upcoming', window: { key: 'coach-2' } });
    expect(at('2026-12-01T00:00:00-05:00')).toMatchObject({ status: 'closed', window: { key: 'coach-2' } });
    expect(at('2026-12-01T00:00:00-05:00', [response(s.id, 'coach-2', 'submitted')])?.status).toBe('submitted');
  });

  it('makes a make-up due while a missed session is left, and lists those sessions', () => {
    const s = survey('checkin_makeup');
    const now = d('2026-04-01T12:00:00-04:00');
    const at = (attendance: Record<string, 'attended' | 'registered'>, responses: ReturnType<typeof response>[] = []) =>
      personSurveyState({
        survey: s,
        cohort: 'c1',
        responses,
        events: EVENTS,
        attendance,
        madeUp: madeUpEventIds(responses),
        now,
      });
    const missedBoth = at({ 'check-1': 'registered' });
    expect(missedBoth?.status).toBe('due');
    expect(missedBoth?.makeup_candidates.map((e) => e.id)).toEqual(['check-1', 'check-2']);
    const one = [response(s.id, 'main', 'submitted', 'check-1', 'checkin_makeup')];
    expect(at({}, one)?.makeup_candidates.map((e) => e.id)).toEqual(['check-2']);
    expect(at({ 'check-2': 'attended' }, one)?.status).toBe('submitted');
    expect(at({ 'check-1': 'attended', 'check-2': 'attended' })).toBeNull(); // nothing to make up
    // A rejected make-up is not made again, and a draft does not use the session up.
    expect(madeUpEventIds([response(s.id, 'main', 'rejected', 'check-1', 'checkin_makeup')])).toEqual(
      new Set(['check-1']),
    );
    expect(madeUpEventIds([response(s.id, 'main', 'draft', 'check-1', 'checkin_makeup')])).toEqual(new Set());
  });
});

describe('counting rules', () => {
  const counts = {
    kick: 'kickoff_response',
    eval: 'program_eval',
    refl: 'reflection',
    mk1: 'check_in',
    mk2: 'check_in',
    none: null,
  } as const;
  const r = (survey_id: string, window: string, status: SurveyResponse['status'], event_id: string | null = null) => ({
    survey_id,
    window,
    status,
    event_id,
  });

  it('counts nothing without submitted responses', () => {
    expect(surveyActivityCounts([], counts)).toEqual({
      kickoff_response: false,
      program_eval: false,
      reflection: 0,
      check_in: 0,
    });
    expect(surveyActivityCounts([r('kick', 'main', 'draft'), r('refl', 'a', 'rejected')], counts)).toEqual({
      kickoff_response: false,
      program_eval: false,
      reflection: 0,
      check_in: 0,
    });
  });

  it('sets the booleans, counts reflection windows and distinct made-up sessions', () => {
    const result = surveyActivityCounts(
      [
        r('kick', 'main', 'submitted'),
        r('eval', 'main', 'submitted'),
        r('refl', 'refl-1', 'submitted'),
        r('refl', 'refl-2', 'submitted'),
        r('refl', 'refl-2', 'submitted'), // a duplicate delivery of the same window
        r('mk1', 'main', 'submitted', 'check-1'),
        r('mk2', 'main', 'submitted', 'check-1'), // the same session through another make-up
        r('mk1', 'main', 'submitted', 'check-2'),
        r('mk1', 'main', 'rejected', 'check-3'),
        r('none', 'main', 'submitted'),
        r('unknown-survey', 'main', 'submitted'),
      ],
      counts,
    );
    expect(result).toEqual({ kickoff_response: true, program_eval: true, reflection: 2, check_in: 2 });
  });

  it('does not count a make-up for a session the person attended after all', () => {
    expect(
      surveyActivityCounts([r('mk1', 'main', 'submitted', 'check-1')], counts, { 'check-1': 'attended' }).check_in,
    ).toBe(0);
  });

  it('follows the survey’s current setting', () => {
    const responses = [r('none', 'main', 'submitted')];
    expect(surveyActivityCounts(responses, { none: 'reflection' }).reflection).toBe(1);
  });
});

describe('answer validation per question type', () => {
  const questions: SurveyQuestion[] = [
    { id: 'short', type: 'short_text', label: 'S', help: '', required: true, options: [] },
    { id: 'long', type: 'long_text', label: 'L', help: '', required: false, options: [] },
    { id: 'one', type: 'single_choice', label: 'O', help: '', required: true, options: ['a', 'b'] },
    { id: 'many', type: 'multiple_choice', label: 'M', help: '', required: true, options: ['x', 'y', 'z'] },
    { id: 'scale', type: 'scale', label: 'N', help: '', required: true, options: [] },
    { id: 'yn', type: 'yes_no', label: 'Y', help: '', required: true, options: [] },
  ];
  const valid = { short: 'hi', one: 'a', many: ['x', 'z'], scale: 3, yn: false };
  const submit = surveyAnswersSchema(questions);
  const draft = surveyAnswersSchema(questions, { draft: true });
  const errorPaths = (answers: unknown, schema = submit) => {
    const result = schema.safeParse(answers);
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.') || i.code);
  };

  it('accepts a full answer, with optional questions left out', () => {
    expect(errorPaths(valid)).toEqual([]);
    expect(errorPaths({ ...valid, long: 'more' })).toEqual([]);
  });

  it('names each required question left out or blank', () => {
    expect(errorPaths({}).sort()).toEqual(['many', 'one', 'scale', 'short', 'yn']);
    const messages = submit.safeParse({}).error!.issues.map((i) => i.message);
    expect(new Set(messages)).toEqual(new Set(['This question needs an answer']));
    expect(submit.safeParse({ ...valid, scale: 7 }).error!.issues[0]!.message).toBe('Pick a number from 1 to 5');
    expect(submit.safeParse({ ...valid, one: 'c' }).error!.issues[0]!.message).toBe('Pick one of the options');
    expect(errorPaths({ ...valid, short: '   ', many: [] }).sort()).toEqual(['many', 'short']);
  });

  it('checks texts by length', () => {
    expect(errorPaths({ ...valid, short: 'x'.repeat(201) })).toEqual(['short']);
    expect(errorPaths({ ...valid, long: 'x'.repeat(4001) })).toEqual(['long']);
    expect(errorPaths({ ...valid, long: 'x'.repeat(4000) })).toEqual([]);
    expect(errorPaths({ ...valid, short: 5 })).toEqual(['short']);
  });

  it('takes only listed choices, each once', () => {
    expect(errorPaths({ ...valid, one: 'c' })).toEqual(['one']);
    expect(errorPaths({ ...valid, one: ['a'] })).toEqual(['one']);
    expect(errorPaths({ ...valid, many: ['x', 'w'] })).toEqual(['many']);
    expect(errorPaths({ ...valid, many: ['x', 'x'] })).toEqual(['many']);
    expect(errorPaths({ ...valid, many: 'x' })).toEqual(['many']);
  });

  it('takes whole numbers 1 to 5 on a scale, and booleans for yes/no', () => {
    for (const bad of [0, 6, 2.5, '3']) expect(errorPaths({ ...valid, scale: bad })).toEqual(['scale']);
    for (const good of [1, 5]) expect(errorPaths({ ...valid, scale: good })).toEqual([]);
    expect(errorPaths({ ...valid, yn: 'yes' })).toEqual(['yn']);
    expect(errorPaths({ ...valid, yn: true })).toEqual([]);
  });

  it('refuses unknown questions', () => {
    expect(errorPaths({ ...valid, extra: 'x' })).toEqual(['unrecognized_keys']);
  });

  it('lets a draft be partial but still typed', () => {
    expect(errorPaths({}, draft)).toEqual([]);
    expect(errorPaths({ short: '', one: '', many: [] }, draft)).toEqual([]);
    expect(errorPaths({ scale: 9 }, draft)).toEqual(['scale']);
    expect(errorPaths({ one: 'c' }, draft)).toEqual(['one']);
  });

  it('stores answers without empty values', () => {
    expect(compactAnswers({ a: '', b: [], c: null, d: undefined, e: 'x', f: 0, g: false, h: ['y'] })).toEqual({
      e: 'x',
      f: 0,
      g: false,
      h: ['y'],
    });
  });
});

describe('all the answers together (issue 24)', () => {
  const longs: SurveyQuestion[] = Array.from({ length: 6 }, (_, i) => ({
    id: `l${i}`,
    type: 'long_text',
    label: `L${i}`,
    help: '',
    required: false,
    options: [],
  }));
  const choice: SurveyQuestion = {
    id: 'many',
    type: 'multiple_choice',
    label: 'M',
    help: '',
    required: false,
    options: ['é'.repeat(200)],
  };
  const schema = surveyAnswersSchema([...longs, choice], { draft: true });
  const fill = (count: number, text: string) =>
    Object.fromEntries(longs.slice(0, count).map((q) => [q.id, text.repeat(4000 / text.length)]));

  it('counts the UTF-8 bytes of texts and chosen options, nothing for numbers and yes/no', () => {
    expect(answersBytes({ a: 'abc', b: 'é', c: '😀', d: ['xy', 'é'], e: 5, f: true })).toBe(3 + 2 + 4 + 4);
    expect(answersBytes({})).toBe(0);
  });

  it('takes at most 20,000 bytes, and names the total in a message of the whole form', () => {
    expect(schema.safeParse(fill(5, 'x')).success).toBe(true);
    const over = schema.safeParse({ ...fill(5, 'x'), many: ['é'.repeat(200)] });
    expect(over.error!.issues.map((i) => [i.path, i.message])).toEqual([[[], SURVEY_MESSAGES.tooLongInAll(20_400)]]);
    // Accented letters take two bytes: five long answers of them are twice too long.
    expect(schema.safeParse(fill(5, 'é')).success).toBe(false);
    expect(SURVEY_MESSAGES.tooLongInAll(20_400)).toBe(
      'Your answers are too long in all: 20,400 bytes of text, where 20,000 fit (a plain letter takes one byte, ' +
        'an accented one two). Shorten a long answer.',
    );
  });
});

describe('templates', () => {
  const now = d('2026-03-01T10:00:00-05:00');

  it('gives every kind valid questions, a timing and what it counts toward', () => {
    for (const kind of SURVEY_KINDS) {
      const template = surveyTemplate(kind, now);
      expect(surveyQuestionsSchema.safeParse(template.questions).success, kind).toBe(true);
      expect(template.questions.every((q) => QUESTION_TYPES.includes(q.type))).toBe(true);
      expect(template.makeup_event_kinds.length > 0).toBe(isMakeupKind(kind));
    }
    expect(surveyTemplate('kickoff', now).counts_toward).toBe('kickoff_response');
    expect(surveyTemplate('program_eval', now).counts_toward).toBe('program_eval');
    expect(surveyTemplate('reflection', now).counts_toward).toBe('reflection');
    for (const kind of ['makeup', 'checkin_makeup', 'checkin_case_study_makeup'] as const)
      expect(surveyTemplate(kind, now).counts_toward).toBe('check_in');
    for (const kind of ['matching', 'post_meeting', 'post_program', 'alumni', 'custom'] as const)
      expect(surveyTemplate(kind, now).counts_toward).toBeNull();
  });

  it('fixes the matching survey’s questions for the matching algorithm', () => {
    const questions = surveyTemplate('matching', now).questions;
    expect(questions.map((q) => [q.id, q.type])).toEqual([
      [MATCHING_QUESTION_IDS.goals, 'long_text'],
      [MATCHING_QUESTION_IDS.topics, 'multiple_choice'],
      [MATCHING_QUESTION_IDS.meetingTimes, 'multiple_choice'],
      [MATCHING_QUESTION_IDS.department, 'short_text'],
      [MATCHING_QUESTION_IDS.avoidOwnDepartment, 'yes_no'],
      [MATCHING_QUESTION_IDS.notes, 'long_text'],
    ]);
  });

  it('closes a fixed template at the end of a New York day', () => {
    const timing = surveyTemplate('alumni', now).timing;
    expect(timing).toEqual({ type: 'fixed', opens_at: now, closes_at: d('2026-03-31T23:59:00-04:00') });
  });

  it('refuses question sets with duplicates, missing options or options on text questions', () => {
    const base: SurveyQuestion = { id: 'a', type: 'short_text', label: 'A', help: '', required: true, options: [] };
    const paths = (qs: unknown) => {
      const result = surveyQuestionsSchema.safeParse(qs);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(paths([])).toEqual(['']);
    expect(paths([base, base])).toEqual(['1.id']);
    expect(paths([{ ...base, type: 'single_choice', options: ['only'] }])).toEqual(['0.options']);
    expect(paths([{ ...base, options: ['x', 'y'] }])).toEqual(['0.options']);
    expect(paths([{ ...base, id: 'Bad id' }])).toEqual(['0.id']);
  });
});

describe('what may count, and a person’s list', () => {
  const kickoff = survey('kickoff');
  const good = exampleAnswers(kickoff.questions);

  it('example answers pass every template’s schema, with any choice of pick', () => {
    for (const kind of SURVEY_KINDS) {
      const { questions } = surveyTemplate(kind, d('2026-03-01T00:00:00Z'));
      for (const pick of [() => 0, (n: number) => n - 1, (n: number) => Math.floor(n / 2)])
        expect(surveyAnswersSchema(questions).safeParse(exampleAnswers(questions, pick)).success, kind).toBe(true);
    }
  });

  it('counts a submission only if its survey exists and its answers pass the schema', () => {
    const r = (survey_id: string, status: SurveyResponse['status'], answers: SurveyAnswers) => ({
      survey_id,
      status,
      answers,
    });
    const responses = [
      r('s-kickoff', 'submitted', good),
      r('s-kickoff', 'submitted', { ...good, confidence: 9 }),
      r('s-kickoff', 'submitted', { takeaway: 'only' }),
      r('gone', 'submitted', good),
      r('s-kickoff', 'draft', {}),
    ];
    expect(countableResponses(responses, { 's-kickoff': kickoff.questions })).toEqual([responses[0], responses[4]]);
  });

  it('adds survey counts to attendance counts, keeping a yes/no once set', () => {
    const base = { ...emptyActivityCounts(), kickoff_response: true, program_eval: false, check_in: 2, reflection: 1 };
    expect(
      withSurveyCounts(base, { kickoff_response: false, program_eval: true, reflection: 2, check_in: 1 }),
    ).toMatchObject({ kickoff_response: true, program_eval: true, reflection: 3, check_in: 3 });
  });

  it('lists a person’s surveys due first (soonest closing), then upcoming, submitted, closed', () => {
    const surveys = [
      survey('kickoff'),
      survey('post_meeting'),
      survey('program_eval'),
      survey('reflection', { published: false }),
      survey('matching', { cohorts: ['c2'] }),
    ];
    const rows = personSurveyRows({
      surveys,
      responses: [],
      sharedCohorts: ['c1'],
      calendars: { c1: EVENTS },
      attendance: {},
      now: d('2026-03-06T00:00:00-05:00'),
    });
    expect(rows.map((r) => [r.id, r.status, r.route])).toEqual([
      ['s-post_meeting', 'due', '/post-meeting'],
      ['s-kickoff', 'due', '/kickoff'],
      ['s-program_eval', 'upcoming', '/program-eval'],
    ]);
    expect(rows[0]!.closes_at).toEqual(d('2026-03-12T15:30:00-04:00'));
  });
});

describe('what is left to submit (the certificate prediction)', () => {
  const surveys = [
    survey('kickoff'),
    survey('reflection'),
    survey('program_eval'),
    survey('post_meeting'), // counts toward nothing
    survey('checkin_makeup'),
    survey('checkin_case_study_makeup'), // covers the same check-ins
  ];
  const april = d('2026-04-01T12:00:00-04:00');
  const left = (
    responses: ReturnType<typeof response>[] = [],
    options: { now?: Date; attendance?: Record<string, 'attended' | 'registered'>; list?: Survey[] } = {},
  ) =>
    remainingSurveys({
      surveys: options.list ?? surveys,
      responses,
      sharedCohorts: ['c1'],
      calendars: { c1: EVENTS },
      attendance: options.attendance ?? {},
      now: options.now ?? april,
    }).map((r) => `${r.id}:${r.activity}`);

  it('counts open and upcoming windows not submitted, and each missed session once', () => {
    // The kickoff survey closed on March 13; the reflection opens May 15, the evaluation in 2027.
    expect(left()).toEqual([
      's-reflection/refl-1:reflection',
      's-program_eval/main:program_eval',
      's-checkin_makeup/check-1:check_in',
      's-checkin_makeup/check-2:check_in',
    ]);
    // While the kickoff survey is open it counts; a draft is not an answer, a submission is.
    const march = d('2026-03-06T00:00:00-05:00');
    expect(left([], { now: march })).toContain('s-kickoff/main:kickoff_response');
    expect(left([response('s-kickoff', 'main', 'draft')], { now: march })).toContain('s-kickoff/main:kickoff_response');
    expect(left([response('s-kickoff', 'main', 'submitted')], { now: march })).not.toContain(
      's-kickoff/main:kickoff_response',
    );
  });

  it('drops what is submitted, made up, attended, unpublished, counting toward nothing or for another cohort', () => {
    const done = [
      response('s-reflection', 'refl-1', 'submitted', 'refl-1', 'reflection'),
      response('s-checkin_makeup', 'main', 'submitted', 'check-1', 'checkin_makeup'),
    ];
    expect(left(done, { attendance: { 'check-2': 'attended' } })).toEqual(['s-program_eval/main:program_eval']);
    const list = [
      survey('program_eval', { published: false }),
      survey('reflection', { counts_toward: null }),
      survey('kickoff', { cohorts: ['c2'], windows: {} }),
    ];
    expect(left([], { list })).toEqual([]);
    // Staff may make a survey count toward something else: its setting rules.
    expect(left([], { list: [survey('post_meeting', { counts_toward: 'reflection' })] })).toEqual([
      's-post_meeting/coach-2:reflection',
    ]);
  });

  it('leaves a missed session to the calendar until its check-in closes (never counted twice)', () => {
    const justEnded = d('2026-03-27T13:30:00-04:00'); // check-2 ended 30 minutes ago
    expect(left([], { now: justEnded }).filter((r) => r.endsWith(':check_in'))).toEqual([
      's-checkin_makeup/check-1:check_in',
    ]);
  });

  it('turns "cannot qualify" into a reachable prediction when surveys are left', () => {
    const requirements = emptyRequirements();
    Object.assign(requirements.check_in, { value_min: 2, value_max: 2 });
    Object.assign(requirements.reflection, { value_min: 1, value_max: 1 });
    requirements.program_eval.value = true;
    const counts = emptyActivityCounts();
    const remaining = remainingSurveys({
      surveys,
      responses: [],
      sharedCohorts: ['c1'],
      calendars: { c1: EVENTS },
      attendance: {},
      now: april,
    });
    // required 2 + 1 + 1 = 4, nothing earned; only surveys are left: 2 make-ups, a reflection, the evaluation.
    expect(certificatePrediction(requirements, counts, { events: [], surveys: [] }).status).toBe('cannot_qualify');
    expect(certificatePrediction(requirements, counts, { events: [], surveys: remaining })).toMatchObject({
      status: 'at_risk',
      reachable: 4,
      still_needed: { check_in: 2, reflection: 1, program_eval: 1 },
    });
  });
});
