/**
 * Surveys and responses (docs/surveys.md): every program cohort and the sandbox get one survey of
 * each kind from its template, timed on the cohort's own timeline (so "today" falls somewhere in
 * the year: the kickoff survey long closed, make-ups open, the program evaluation ahead), plus a
 * "Mid-year check" custom survey, open now and answered on /survey/{id}; the alumni cohort gets the alumni
 * survey, open now. Most peers have answered what has opened (deterministic), the windows and
 * question maps are stored as the survey trigger derives them, and the demo peer has answered the
 * kickoff survey but not the open check-in make-ups, so their home shows surveys due.
 */
import {
  ALUMNI_COHORT_ID,
  derivedQuestionFields,
  exampleAnswers,
  isMakeupKind,
  surveyResponseId,
  surveyTemplate,
  surveyWindowsByCohort,
  windowsOf,
  type AttendanceRecord,
  type CalendarEvent,
  type Survey,
  type SurveyKind,
  type SurveyResponse,
} from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import { COHORTS, type CohortPlan } from './program.ts';
import { randomFor } from './random.ts';
import type { UserDoc } from './types.ts';

const PROGRAM_KINDS: readonly SurveyKind[] = [
  'kickoff',
  'reflection',
  'matching',
  'post_meeting',
  'post_program',
  'program_eval',
  'makeup',
  'checkin_makeup',
  'checkin_case_study_makeup',
  'custom',
];

/** Share of peers who answered a window that has opened. */
const ANSWER_SHARE = 0.8;
/** Share of a peer's missed sessions they made up (at most two per make-up). */
const MAKEUP_SHARE = 0.35;

/** Who answers what, fixed for the named demo accounts. */
const NAMED: Record<string, { answers: (survey: Survey) => boolean }> = {
  // Kickoff, matching and post-meeting answered (the home's progress shows the kickoff
  // response); the check-in make-ups still due. No reflection or make-up, so the counts of the
  // certificate's hand computation (demo-peer-certificate.test.ts) stay as attendance makes them.
  'demo-peer': {
    answers: (s) => ['kickoff', 'matching', 'post_meeting', 'post_program', 'program_eval'].includes(s.kind),
  },
  // Never sent the kickoff response (their progress shows it missing).
  'demo-peer2': { answers: (s) => s.kind !== 'kickoff' },
};

const surveyIdOf = (cohort: string, kind: SurveyKind) => `${cohort}-${kind.replaceAll('_', '-')}`;

export function buildSurvey(
  plan: CohortPlan,
  kind: SurveyKind,
  clock: DemoClock,
  events: readonly CalendarEvent[],
): Survey {
  const created = clock.at(plan.startOffset - 20, '10:00');
  const template = surveyTemplate(kind, clock.at(-10, '09:00'));
  const custom = kind === 'custom';
  const fields = {
    group: plan.group,
    ...template,
    title: custom ? 'Mid-year check' : template.title,
    description: custom ? 'Three quick questions on how the year is going for you.' : template.description,
    questions: custom
      ? [
          {
            id: 'going',
            type: 'scale' as const,
            label: 'How is the program going for you?',
            help: '1 = poorly, 5 = very well.',
            required: true,
            options: [],
          },
          {
            id: 'triad',
            type: 'yes_no' as const,
            label: 'Is your coaching triad meeting regularly?',
            help: '',
            required: true,
            options: [],
          },
          {
            id: 'wish',
            type: 'long_text' as const,
            label: 'One thing you wish were different',
            help: '',
            required: false,
            options: [],
          },
        ]
      : template.questions,
    cohorts: [plan.id],
    // Published like the others: a custom survey is answered on /survey/{id} (docs/surveys.md).
    published: true,
    created_at: created,
    updated_at: created,
  };
  const cohortEvents = events.filter((e) => e.cohorts.includes(plan.id));
  return {
    id: surveyIdOf(plan.id, kind),
    ...fields,
    ...derivedQuestionFields(fields.questions),
    windows: surveyWindowsByCohort(fields, { [plan.id]: cohortEvents }),
  };
}

export function buildSurveys(clock: DemoClock, events: readonly CalendarEvent[]): Survey[] {
  const surveys: Survey[] = [];
  for (const plan of COHORTS) {
    if (plan.kind === 'alumni') surveys.push(buildSurvey(plan, 'alumni', clock, events));
    else for (const kind of PROGRAM_KINDS) surveys.push(buildSurvey(plan, kind, clock, events));
  }
  return surveys;
}

/** A moment inside a window, before `now`: when a person answered it. */
function answeredAt(opens: Date, closes: Date, now: Date, fraction: number): Date {
  const end = Math.min(closes.getTime(), now.getTime());
  return new Date(opens.getTime() + Math.max(0, end - opens.getTime()) * (0.1 + 0.8 * fraction));
}

export function buildSurveyResponses(
  surveys: readonly Survey[],
  users: readonly UserDoc[],
  attendance: readonly AttendanceRecord[],
  events: readonly CalendarEvent[],
  clock: DemoClock,
): SurveyResponse[] {
  const now = clock.at(0, '08:00');
  const attended = new Set(attendance.filter((a) => a.status === 'attended').map((a) => `${a.event_id}|${a.user_id}`));
  const responses: SurveyResponse[] = [];
  const peers = users.filter((u) => u.role === 'peer' && u.status === 'confirmed');
  for (const survey of surveys) {
    const cohort = survey.cohorts[0]!;
    const members = peers.filter((p) =>
      cohort === ALUMNI_COHORT_ID ? p.alumni_community : p.cohort_list.includes(cohort),
    );
    for (const person of members) {
      const random = randomFor(`survey|${survey.id}|${person.id}`);
      const named = NAMED[person.id];
      const response = (window: string, eventId: string | null, at: Date): SurveyResponse => ({
        id: surveyResponseId(survey.id, person.id, eventId),
        survey_id: survey.id,
        user_id: person.id,
        group: survey.group,
        cohort,
        kind: survey.kind,
        window,
        event_id: eventId,
        answers: exampleAnswers(survey.questions, (n) => random.int(0, n - 1)),
        status: 'submitted',
        updated_at: at,
        submitted_at: at,
      });
      if (isMakeupKind(survey.kind)) {
        const [window] = windowsOf(survey, cohort);
        if (!window || window.opens_at.getTime() > now.getTime()) continue;
        if (named && !named.answers(survey)) continue;
        const missed = events.filter(
          (e) =>
            e.cohorts.includes(cohort) &&
            survey.makeup_event_kinds.includes(e.kind) &&
            e.end_date.getTime() < now.getTime() &&
            !attended.has(`${e.id}|${person.id}`),
        );
        // Each missed session is made up in one make-up survey at most: the two check-in make-ups
        // share the missed check-ins (odd ones plainly, even ones as a case study).
        const mine = missed.filter((_, i) =>
          survey.kind === 'checkin_case_study_makeup'
            ? i % 2 === 0
            : survey.kind === 'checkin_makeup'
              ? i % 2 === 1
              : true,
        );
        const chosen = mine.filter(() => random.chance(MAKEUP_SHARE)).slice(0, 2);
        for (const e of chosen)
          responses.push(response('main', e.id, answeredAt(e.end_date, window.closes_at, now, random.next())));
        continue;
      }
      for (const window of windowsOf(survey, cohort)) {
        if (window.opens_at.getTime() > now.getTime()) continue;
        const answers = named ? named.answers(survey) : random.chance(ANSWER_SHARE);
        if (!answers) continue;
        const eventId = survey.timing.type === 'per_event' ? window.event_id : null;
        responses.push(
          response(window.key, eventId, answeredAt(window.opens_at, window.closes_at, now, random.next())),
        );
      }
    }
  }
  return responses;
}
