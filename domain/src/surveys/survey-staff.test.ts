/**
 * The staff side of surveys: the create/update body (every template saves as is; each bad field
 * named), the results (who owes an answer, rates per cohort, question summaries, CSV) and which
 * windows the automatic reminder is for. Instants carry offsets, so any TZ gives the same results.
 */
import { describe, expect, it } from 'vitest';
import { describeIssues } from '../api-schemas.ts';
import { CSV_BOM } from '../csv.ts';
import type { User } from '../model.ts';
import { SURVEY_KINDS } from './survey-kinds.ts';
import {
  answerText,
  cohortRates,
  nonRespondents,
  remindable,
  reminderDay,
  summariseQuestion,
  surveyCsvFileName,
  surveyPeople,
  surveyResponsesCsv,
  windowsToRemind,
  type SurveyContext,
} from './survey-results.ts';
import { bodyFromTemplate, surveyBody, surveyFieldsOf, surveyToBody, type SurveyBody } from './survey-input.ts';
import { surveyTemplate } from './survey-templates.ts';
import { reminderMessages, reminderRecipients } from './survey-reminder-mail.ts';
import type { Survey, SurveyQuestion, SurveyResponse } from './surveys.ts';

const d = (iso: string) => new Date(iso);
const NOW = d('2026-03-10T12:00:00-04:00');

function validBody(extra: Partial<SurveyBody> = {}): SurveyBody {
  return { ...bodyFromTemplate(surveyTemplate('kickoff', NOW), ['c1']), ...extra };
}
const errorOf = (body: unknown) => {
  const result = surveyBody.safeParse(body);
  return result.success ? null : describeIssues(result.error);
};

describe('surveyBody', () => {
  it.each(SURVEY_KINDS)('accepts the %s template as it comes, and saves it back unchanged', (kind) => {
    const body = bodyFromTemplate(surveyTemplate(kind, NOW), ['c1', 'c2']);
    const parsed = surveyBody.parse(body);
    const fields = surveyFieldsOf(parsed);
    expect(surveyToBody({ ...fields, cohorts: fields.cohorts, published: fields.published })).toEqual(body);
    expect(Object.keys(fields.question_map)).toEqual(fields.questions.map((q) => q.id));
  });

  it('names each bad field', () => {
    const q = (extra: Partial<SurveyQuestion>): SurveyQuestion => ({
      id: 'q1',
      type: 'short_text',
      label: 'Why?',
      help: '',
      required: true,
      options: [],
      ...extra,
    });
    const cases: [unknown, RegExp][] = [
      [validBody({ title: '  ' }), /^title: must not be empty/],
      [validBody({ kind: 'poll' as never }), /^kind: must be one of kickoff/],
      [validBody({ cohorts: [] }), /^cohorts: choose at least one cohort/],
      [validBody({ cohorts: ['c1', 'c1'] }), /^cohorts: must not repeat a cohort/],
      [validBody({ questions: [] }), /^questions: Add at least one question/],
      [validBody({ questions: [q({}), q({})] }), /^questions\.1\.id: Question ids must differ/],
      [
        validBody({ questions: [q({ type: 'single_choice', options: ['Only'] })] }),
        /^questions\.0\.options: Give at least two/,
      ],
      [validBody({ questions: [q({ options: ['a', 'b'] })] }), /^questions\.0\.options: Only choice questions/],
      [validBody({ questions: [q({ label: '' })] }), /^questions\.0\.label: Write the question/],
      [validBody({ questions: [q({ id: 'Bad id' })] }), /^questions\.0\.id: Use a-z/],
      [
        validBody({
          timing: { type: 'fixed', opens_at: '2026-03-10T09:00:00-04:00', closes_at: '2026-03-10T09:00:00-04:00' },
        }),
        /^timing\.closes_at: must be after opens_at/,
      ],
      [
        validBody({
          timing: { type: 'fixed', opens_at: '2026-02-30T09:00:00-05:00', closes_at: '2026-03-10T09:00:00-04:00' },
        }),
        /^timing\.opens_at: is not a real date/,
      ],
      [validBody({ timing: { type: 'weekly' } as never }), /^timing\.type: must be fixed, relative or per_event/],
      [
        validBody({
          timing: {
            type: 'per_event',
            events: { event_kind: 'coaching', title_includes: null },
            opens: { edge: 'end', days: 0.5, at: null },
            closes: { edge: 'end', days: 7, at: '25:00' },
          },
        }),
        /^timing\.opens\.days: must be an int; timing\.closes\.at: must be a time like 09:00/,
      ],
      [validBody({ counts_toward: 'check_in' }), /^counts_toward: only make-ups count toward check_in/],
      [validBody({ counts_toward: 'certificate' as never }), /^counts_toward: must be one of/],
      [validBody({ makeup_event_kinds: ['check_in'] }), /^makeup_event_kinds: only make-ups make up for sessions/],
      [
        { ...bodyFromTemplate(surveyTemplate('makeup', NOW), ['c1']), makeup_event_kinds: [] },
        /^makeup_event_kinds: choose the kinds/,
      ],
      [
        { ...bodyFromTemplate(surveyTemplate('makeup', NOW), ['c1']), counts_toward: 'reflection' },
        /^counts_toward: a make-up counts toward check_in or nothing/,
      ],
      [validBody({ published: 'yes' as never }), /^published: must be a boolean/],
      [{ ...validBody(), windows: {} }, /^windows: unknown field/],
    ];
    for (const [body, message] of cases) expect(errorOf(body)).toMatch(message);
    expect(errorOf(validBody())).toBeNull();
  });

  it('stores an empty title filter as null (every event of the kind)', () => {
    const body = bodyFromTemplate(surveyTemplate('post_meeting', NOW), ['c1']);
    const timing = body.timing as Extract<SurveyBody['timing'], { type: 'per_event' }>;
    const fields = surveyFieldsOf(
      surveyBody.parse({ ...body, timing: { ...timing, events: { ...timing.events, title_includes: '' } } }),
    );
    expect(fields.timing).toMatchObject({ type: 'per_event', events: { title_includes: null } });
  });
});

// ---- results ----

const peer = (id: string, cohort: string, extra: Partial<User> = {}) => ({
  id,
  cohort_list: [cohort],
  alumni_community: false,
  status: 'confirmed' as const,
  ...extra,
});
const window = (opens: string, closes: string, event_id: string | null = null) => ({
  opens_at: d(opens),
  closes_at: d(closes),
  event_id,
  event_title: event_id,
});
const SURVEY = {
  id: 's1',
  kind: 'kickoff' as const,
  published: true,
  cohorts: ['c1', 'c2'],
  makeup_event_kinds: [],
  windows: {
    c1: { main: window('2026-03-01T09:00:00-05:00', '2026-03-12T23:59:00-04:00') },
    c2: { main: window('2026-03-20T09:00:00-04:00', '2026-03-30T23:59:00-04:00') },
  },
};
const response = (user_id: string, extra: Partial<SurveyResponse> = {}): SurveyResponse => ({
  id: `s1_${user_id}`,
  survey_id: 's1',
  user_id,
  group: 'g',
  cohort: 'c1',
  kind: 'kickoff',
  window: 'main',
  event_id: null,
  answers: {},
  status: 'submitted',
  updated_at: d('2026-03-05T10:00:00-05:00'),
  submitted_at: d('2026-03-05T10:00:00-05:00'),
  ...extra,
});

describe('surveyPeople and the rates', () => {
  const context: SurveyContext = {
    survey: SURVEY,
    peers: [
      peer('ann', 'c1'),
      peer('bob', 'c1'),
      peer('cat', 'c1'),
      peer('dan', 'c1', { status: 'invited' }),
      peer('eve', 'c2'),
      peer('fay', 'c3'),
    ],
    responses: [response('ann'), response('bob', { status: 'draft', submitted_at: null })],
    now: NOW,
  };

  it('gives each confirmed peer of the cohorts their status; invited people and other cohorts owe nothing', () => {
    expect(surveyPeople(context).map((p) => [p.user_id, p.cohort, p.status])).toEqual([
      ['ann', 'c1', 'submitted'],
      ['bob', 'c1', 'due'],
      ['cat', 'c1', 'due'],
      ['eve', 'c2', 'upcoming'],
    ]);
  });

  it('lists who has not answered (a draft is not an answer) and whom a reminder reaches', () => {
    const people = surveyPeople(context);
    expect(nonRespondents(people)).toEqual(['bob', 'cat']);
    expect(remindable(people)).toEqual(['bob', 'cat']);
    // After the close, nobody can answer: still non-respondents, no longer remindable.
    const later = surveyPeople({ ...context, now: d('2026-03-13T08:00:00-04:00') });
    expect(nonRespondents(later)).toEqual(['bob', 'cat']);
    expect(remindable(later)).toEqual([]);
  });

  it('computes the response rate per cohort, with nobody asked yet as null', () => {
    expect(cohortRates(['c1', 'c2'], surveyPeople(context))).toEqual([
      { cohort: 'c1', asked: 3, answered: 1, waiting: 2, missed: 0, rate: 1 / 3 },
      { cohort: 'c2', asked: 0, answered: 0, waiting: 0, missed: 0, rate: null },
    ]);
  });

  it('offers an unpublished survey to nobody', () => {
    expect(surveyPeople({ ...context, survey: { ...SURVEY, published: false } })).toEqual([]);
  });

  it('counts alumni-community members in the alumni cohort', () => {
    const alumni = {
      ...SURVEY,
      kind: 'alumni' as const,
      cohorts: ['alumni'],
      windows: { alumni: SURVEY.windows.c1 },
    };
    const people = surveyPeople({
      ...context,
      survey: alumni,
      peers: [peer('gus', 'c9', { alumni_community: true }), peer('hal', 'c9')],
      responses: [],
    });
    expect(people.map((p) => [p.user_id, p.cohort, p.status])).toEqual([['gus', 'alumni', 'due']]);
  });

  it('asks a make-up only of those with a missed session left, and counts a rejected one as made up', () => {
    const makeup = {
      ...SURVEY,
      kind: 'makeup' as const,
      cohorts: ['c1'],
      makeup_event_kinds: ['coaching' as const],
      windows: { c1: SURVEY.windows.c1 },
    };
    const missed = {
      id: 'coach-1',
      title: 'Coaching 1',
      kind: 'coaching' as const,
      start_date: d('2026-03-02T14:00:00-05:00'),
      end_date: d('2026-03-02T15:00:00-05:00'),
    };
    const people = surveyPeople({
      survey: makeup,
      peers: [peer('ann', 'c1'), peer('bob', 'c1'), peer('cat', 'c1')],
      responses: [response('cat', { kind: 'makeup', event_id: 'coach-1', status: 'rejected' })],
      events: { c1: [missed] },
      attendance: { ann: { 'coach-1': 'attended' } },
      now: NOW,
    });
    // ann attended; bob missed it and owes a make-up; cat's was rejected: nothing left to make up.
    expect(people.map((p) => [p.user_id, p.status])).toEqual([['bob', 'due']]);
  });
});

// ---- summaries and CSV ----

const Q = (type: SurveyQuestion['type'], options: string[] = []): SurveyQuestion => ({
  id: type,
  type,
  label: `The ${type} question`,
  help: '',
  required: false,
  options,
});

describe('summariseQuestion', () => {
  it('counts choices in the options’ order, multiple choices each, answers no longer offered under their own name', () => {
    expect(summariseQuestion(Q('single_choice', ['A', 'B', 'C']), ['B', 'A', 'B', undefined, '', 'Old'])).toEqual({
      type: 'choice',
      answered: 4,
      counts: [
        { option: 'A', count: 1 },
        { option: 'B', count: 2 },
        { option: 'C', count: 0 },
        { option: 'Old', count: 1 },
      ],
    });
    expect(summariseQuestion(Q('multiple_choice', ['A', 'B']), [['A', 'B'], ['B'], []])).toMatchObject({
      answered: 2,
      counts: [
        { option: 'A', count: 1 },
        { option: 'B', count: 2 },
      ],
    });
  });
  it('averages a scale and counts each point', () => {
    const summary = summariseQuestion(Q('scale'), [5, 4, 4, undefined]);
    expect(summary).toMatchObject({ type: 'scale', answered: 3, average: 13 / 3 });
    expect(summary.type === 'scale' && summary.counts.map((c) => c.count)).toEqual([0, 0, 0, 2, 1]);
    expect(summariseQuestion(Q('scale'), [])).toMatchObject({ answered: 0, average: null });
  });
  it('counts yes and no, and keeps the texts given', () => {
    expect(summariseQuestion(Q('yes_no'), [true, false, true])).toEqual({
      type: 'yes_no',
      answered: 3,
      counts: [
        { option: 'Yes', count: 2 },
        { option: 'No', count: 1 },
      ],
    });
    expect(summariseQuestion(Q('long_text'), ['Great', '  ', undefined, 'More'])).toEqual({
      type: 'text',
      answered: 2,
      texts: ['Great', 'More'],
    });
  });
});

describe('surveyResponsesCsv', () => {
  it('writes one row per answered response, drafts left out, in submission order, answers as text', () => {
    const survey = { questions: [Q('multiple_choice', ['A', 'B']), Q('yes_no'), Q('short_text')] };
    const csv = surveyResponsesCsv(
      survey,
      [
        response('bob', {
          submitted_at: d('2026-03-06T10:00:00-05:00'),
          answers: { multiple_choice: ['A', 'B'], yes_no: false, short_text: '=cmd|" /C calc"!A0' },
        }),
        response('ann', { answers: { yes_no: true } }),
        response('cat', { status: 'draft', submitted_at: null, answers: { short_text: 'secret draft' } }),
      ],
      { personName: (id) => ({ ann: 'Ann Lee', bob: 'Bob, Jr.' })[id] ?? id },
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Name,User id,Cohort,Session,Submitted (New York),Status,The multiple_choice question,The yes_no question,The short_text question',
      'Ann Lee,ann,c1,,2026-03-05T10:00:00-05:00,submitted,,Yes,',
      `"Bob, Jr.",bob,c1,,2026-03-06T10:00:00-05:00,submitted,A; B,No,"'=cmd|"" /C calc""!A0"`,
      '',
    ]);
    expect(csv).not.toContain('secret draft');
  });
  it('names the file after the title and the New York day', () => {
    expect(surveyCsvFileName('Kickoff survey: Café!', d('2026-03-11T02:00:00Z'))).toBe(
      'kickoff-survey-cafe-2026-03-10.csv',
    );
    expect(answerText(undefined)).toBe('');
  });
});

// ---- reminders ----

describe('windowsToRemind', () => {
  const survey = {
    published: true,
    cohorts: ['c1', 'c2'],
    windows: {
      c1: {
        main: window('2026-03-01T09:00:00-05:00', '2026-03-13T12:00:00-04:00'),
      },
      c2: {
        'coach-1': window('2026-03-09T15:00:00-04:00', '2026-03-11T15:00:00-04:00', 'coach-1'),
        'coach-2': window('2026-03-11T15:00:00-04:00', '2026-03-18T15:00:00-04:00', 'coach-2'),
      },
    },
  };
  it('picks the open windows with at most three days left, not those reminded before', () => {
    // c1 closes in exactly three days: due; c2's first (two-day) window is open: due; its second is not open yet.
    expect(windowsToRemind(survey, NOW, new Set())).toEqual(['c1/main', 'c2/coach-1']);
    expect(windowsToRemind(survey, NOW, new Set(['c1/main']))).toEqual(['c2/coach-1']);
    // A minute earlier c1 has three days and a minute left.
    expect(windowsToRemind(survey, d('2026-03-10T11:59:00-04:00'), new Set())).toEqual(['c2/coach-1']);
    // Once coach-1's window closed, the second window (seven days left) is not due yet.
    expect(windowsToRemind(survey, d('2026-03-11T16:00:00-04:00'), new Set(['c1/main']))).toEqual([]);
    expect(windowsToRemind({ ...survey, published: false }, NOW, new Set())).toEqual([]);
  });
});

describe('reminder day and mail', () => {
  it('keys the day in New York, across midnight UTC and the daylight-saving change', () => {
    expect(reminderDay(d('2026-03-11T03:30:00Z'))).toBe('2026-03-10');
    expect(reminderDay(d('2026-03-08T06:59:00Z'))).toBe('2026-03-08');
    expect(reminderDay(d('2026-11-01T04:30:00Z'))).toBe('2026-11-01');
  });
  it('reminds those who can still answer, each naming their window, never one who opted out', () => {
    const closes = d('2026-03-12T23:59:00-04:00');
    const people = [
      { user_id: 'ann', cohort: 'c1', status: 'due', window: 'main', closes_at: closes },
      { user_id: 'bob', cohort: 'c1', status: 'submitted', window: 'main', closes_at: closes },
      { user_id: 'cat', cohort: 'c2', status: 'due', window: 'main', closes_at: closes },
      { user_id: 'dan', cohort: 'c1', status: 'due', window: 'main', closes_at: closes },
    ] as const;
    expect(reminderRecipients(people).map((p) => p.user_id)).toEqual(['ann', 'cat', 'dan']);
    const onlyC1 = reminderRecipients(people, ['c1/main']);
    expect(onlyC1.map((p) => p.user_id)).toEqual(['ann', 'dan']);
    const byId = new Map([
      ['ann', { email: 'ann@x.test' }],
      ['dan', { email: 'dan@x.test', email_preferences: { survey_reminders: false } }],
    ]);
    const survey = { id: 's1', kind: 'kickoff', title: 'Kickoff survey' } as Survey;
    const mails = reminderMessages(survey, onlyC1, byId, 'https://app.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(['ann@x.test']);
    expect(mails[0]?.subject).toBe('Reminder: Kickoff survey');
    expect(mails[0]?.text).toContain('"Kickoff survey"');
    expect(mails[0]?.text).toContain('by Thursday, March 12 at 11:59 PM (New York time):\nhttps://app.test/kickoff');
  });
});
