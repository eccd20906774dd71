/**
 * A template for each survey kind: title, description, questions, what it counts toward and when
 * it is open on the cohort timeline. Staff start a survey from one (the /survey builder), and the
 * demo data uses them. The matching survey's questions are fixed: the matching issue scores them
 * by these ids (MATCHING_QUESTION_IDS).
 */
import { dayjs } from '../time.ts';
import { DISPLAY_TIMEZONE } from '../constants.ts';
import type { EventKind } from '../model.ts';
import {
  DEFAULT_MAKEUP_EVENT_KINDS,
  DEFAULT_SURVEY_ACTIVITY,
  isMakeupKind,
  SURVEY_KIND_LABELS,
  type SurveyActivity,
  type SurveyKind,
} from './survey-kinds.ts';
import type { SurveyTiming, TimelinePoint } from './survey-timing.ts';
import type { SurveyAnswers, SurveyQuestion } from './surveys.ts';

export interface SurveyTemplate {
  kind: SurveyKind;
  title: string;
  description: string;
  questions: SurveyQuestion[];
  counts_toward: SurveyActivity | null;
  timing: SurveyTiming;
  makeup_event_kinds: EventKind[];
}

const q = (
  id: string,
  type: SurveyQuestion['type'],
  label: string,
  extra: Partial<Pick<SurveyQuestion, 'help' | 'required' | 'options'>> = {},
): SurveyQuestion => ({
  id,
  type,
  label,
  help: extra.help ?? '',
  required: extra.required ?? true,
  options: extra.options ?? [],
});

const point = (
  event_kind: EventKind,
  edge: 'start' | 'end',
  days: number,
  at: string | null,
  which: 'first' | 'last' = 'first',
): TimelinePoint => ({ event_kind, title_includes: null, which, edge, days, at });

/** The matching survey's question ids, which the matching algorithm reads. */
export const MATCHING_QUESTION_IDS = {
  goals: 'goals',
  topics: 'topics',
  meetingTimes: 'meeting_times',
  department: 'department',
  avoidOwnDepartment: 'avoid_own_department',
  notes: 'notes',
} as const;

export const MATCHING_TOPICS = [
  'Career development',
  'Leadership',
  'Work-life balance',
  'Difficult conversations',
  'Teaching and mentoring',
  'Research and writing',
  'Team dynamics',
  'Wellbeing and burnout',
] as const;

export const MEETING_TIMES = [
  'Weekday mornings',
  'Weekday lunchtime',
  'Weekday afternoons',
  'Weekday evenings',
  'Weekends',
] as const;

const MAKEUP_QUESTIONS = (what: string): SurveyQuestion[] => [
  q('summary', 'long_text', `What did you do to make up for the ${what}?`, {
    help: 'For example: watched the recording, read the materials, met your triad on your own.',
  }),
  q('learned', 'long_text', 'What is one thing you learned or will try?'),
  q('minutes', 'single_choice', 'How long did it take?', {
    options: ['Under 30 minutes', '30 to 60 minutes', 'More than an hour'],
  }),
];

const QUESTIONS: Record<SurveyKind, SurveyQuestion[]> = {
  kickoff: [
    q('takeaway', 'long_text', 'What did you take away from the kickoff?'),
    q('goals', 'long_text', 'What do you want to get out of this program year?', {
      help: 'Two or three goals are plenty; you will come back to them in your reflections.',
    }),
    q('confidence', 'scale', 'How confident do you feel as a coach today?', {
      help: '1 = not at all, 5 = very confident.',
    }),
    q('triad_met', 'yes_no', 'Have you met your coaching triad?'),
    q('questions', 'long_text', 'Anything you would like the facilitators to know?', { required: false }),
  ],
  reflection: [
    q('progress', 'long_text', 'Where are you against the goals you set?'),
    q('skill', 'single_choice', 'Which coaching skill grew the most?', {
      options: ['Listening', 'Asking open questions', 'Giving feedback', 'Holding silence', 'Agreeing next steps'],
    }),
    q('growth', 'scale', 'How much have you grown as a coach since the last reflection?', {
      help: '1 = not at all, 5 = a lot.',
    }),
    q('next', 'long_text', 'What will you try next?'),
  ],
  matching: [
    q(MATCHING_QUESTION_IDS.goals, 'long_text', 'What do you want from a coaching partner?', {
      help: 'Your goals for the year: the matching weighs them against your partners’.',
    }),
    q(MATCHING_QUESTION_IDS.topics, 'multiple_choice', 'Which topics would you like to work on?', {
      options: [...MATCHING_TOPICS],
      help: 'Pick all that apply.',
    }),
    q(MATCHING_QUESTION_IDS.meetingTimes, 'multiple_choice', 'When can you meet?', {
      options: [...MEETING_TIMES],
      help: 'Pick all that work for you.',
    }),
    q(MATCHING_QUESTION_IDS.department, 'short_text', 'Your department'),
    q(MATCHING_QUESTION_IDS.avoidOwnDepartment, 'yes_no', 'Avoid partners from my own department?'),
    q(MATCHING_QUESTION_IDS.notes, 'long_text', 'Anything else the matching should know?', { required: false }),
  ],
  post_meeting: [
    q('useful', 'scale', 'How useful was this coaching session?', { help: '1 = not useful, 5 = very useful.' }),
    q('role', 'single_choice', 'Which role did you mostly play?', { options: ['Coach', 'Coachee', 'Observer'] }),
    q('went_well', 'long_text', 'What went well?'),
    q('differently', 'long_text', 'What would you do differently next time?', { required: false }),
  ],
  post_program: [
    q('changed', 'long_text', 'What changed for you this year?'),
    q('keep_coaching', 'yes_no', 'Will you keep coaching after the program?'),
    q('recommend', 'scale', 'How likely are you to recommend the program to a colleague?', {
      help: '1 = not likely, 5 = very likely.',
    }),
    q('alumni', 'yes_no', 'Would you like to join the alumni community?'),
  ],
  program_eval: [
    q('overall', 'scale', 'Overall, how would you rate the program?', { help: '1 = poor, 5 = excellent.' }),
    q('most_valuable', 'multiple_choice', 'Which parts were most valuable?', {
      options: ['Kickoff', 'Check-ins', 'Coaching triads', 'Workshops', 'Office hours', 'Reflections'],
    }),
    q('facilitation', 'scale', 'How well was the program facilitated?', { help: '1 = poorly, 5 = very well.' }),
    q('workload', 'single_choice', 'The workload was', { options: ['Too light', 'About right', 'Too heavy'] }),
    q('improve', 'long_text', 'What should we improve?'),
  ],
  alumni: [
    q('coaching_now', 'yes_no', 'Are you still coaching?'),
    q('frequency', 'single_choice', 'How often do you use coaching skills at work?', {
      options: ['Daily', 'Weekly', 'Monthly', 'Rarely'],
    }),
    q('mentor', 'yes_no', 'Would you mentor a peer in the current cohorts?'),
    q('events', 'multiple_choice', 'Which alumni events interest you?', {
      options: ['Mixers', 'Refresher workshops', 'Case discussions', 'Guest talks'],
      required: false,
    }),
    q('story', 'long_text', 'A story of coaching that made a difference', { required: false }),
  ],
  makeup: MAKEUP_QUESTIONS('session you missed'),
  checkin_makeup: MAKEUP_QUESTIONS('check-in you missed'),
  checkin_case_study_makeup: [
    q('case', 'long_text', 'Describe a coaching case from the weeks of the check-in you missed', {
      help: 'Leave out names and anything that identifies the person.',
    }),
    q('approach', 'long_text', 'How did you approach it, and what happened?'),
    q('alternative', 'long_text', 'What would you try if it came up again?'),
  ],
  custom: [q('answer', 'long_text', 'Your question here')],
};

const DESCRIPTIONS: Record<SurveyKind, string> = {
  kickoff: 'A few questions after the kickoff. Sending it counts toward your certificate (kickoff response).',
  reflection: 'A short reflection on the last quarter. Each reflection counts toward your certificate.',
  matching: 'Helps us match you with coaching partners: your goals, topics, and when you can meet.',
  post_meeting: 'Two minutes after each coaching triad session, while it is fresh.',
  post_program: 'Looking back on the year, a few weeks after the completion celebration.',
  program_eval: 'Rate the program. Sending it counts toward your certificate (program evaluation).',
  alumni: 'For the alumni community: how coaching goes for you now, and how you would like to stay involved.',
  makeup: 'Missed a session? Make up for it here: pick the session and tell us what you did instead.',
  checkin_makeup: 'Missed a check-in? Make up for it here: pick the check-in and tell us what you did instead.',
  checkin_case_study_makeup: 'Make up a missed check-in with a short case study from those weeks.',
  custom: '',
};

/** The end of a New York day `days` from `now` (23:59). */
function endOfDayAfter(now: Date, days: number): Date {
  const day = dayjs(now).tz(DISPLAY_TIMEZONE).format('YYYY-MM-DD');
  const target = dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');
  return dayjs.tz(`${target} 23:59:00`, DISPLAY_TIMEZONE).toDate();
}

/** When each kind is open, relative to the cohort timeline where one exists. */
function timingOf(kind: SurveyKind, now: Date): SurveyTiming {
  const fixed = (days: number): SurveyTiming => ({ type: 'fixed', opens_at: now, closes_at: endOfDayAfter(now, days) });
  switch (kind) {
    case 'kickoff':
      // Opens when the kickoff ends, closes 14 days after it at the end of the day.
      return {
        type: 'relative',
        opens: point('kickoff', 'end', 0, null),
        closes: point('kickoff', 'start', 14, '23:59'),
      };
    case 'matching':
      return {
        type: 'relative',
        opens: point('kickoff', 'start', -14, '00:00'),
        closes: point('kickoff', 'start', 10, '23:59'),
      };
    case 'reflection':
      // One window per reflection deadline: opens 14 days before, closes at the deadline.
      return {
        type: 'per_event',
        events: { event_kind: 'deadline', title_includes: 'reflection' },
        opens: { edge: 'start', days: -14, at: '00:00' },
        closes: { edge: 'start', days: 0, at: null },
      };
    case 'post_meeting':
      // Opens when each coaching session ends and stays open 7 days.
      return {
        type: 'per_event',
        events: { event_kind: 'coaching', title_includes: 'triad' },
        opens: { edge: 'end', days: 0, at: null },
        closes: { edge: 'end', days: 7, at: null },
      };
    case 'post_program':
      return {
        type: 'relative',
        opens: point('completion', 'end', 0, null),
        closes: point('completion', 'start', 30, '23:59'),
      };
    case 'program_eval':
      return {
        type: 'relative',
        opens: point('completion', 'start', -7, '00:00'),
        closes: point('completion', 'start', 14, '23:59'),
      };
    case 'makeup':
    case 'checkin_makeup':
    case 'checkin_case_study_makeup':
      return {
        type: 'relative',
        opens: point('kickoff', 'start', 0, null),
        closes: point('completion', 'start', 14, '23:59'),
      };
    case 'alumni':
      return fixed(30);
    case 'custom':
      return fixed(14);
  }
}

/** The template of a kind; fixed timings start at `now`. */
export function surveyTemplate(kind: SurveyKind, now: Date): SurveyTemplate {
  return {
    kind,
    title: SURVEY_KIND_LABELS[kind],
    description: DESCRIPTIONS[kind],
    questions: QUESTIONS[kind].map((question) => ({ ...question, options: [...question.options] })),
    counts_toward: DEFAULT_SURVEY_ACTIVITY[kind],
    timing: timingOf(kind, now),
    makeup_event_kinds: isMakeupKind(kind) ? [...DEFAULT_MAKEUP_EVENT_KINDS[kind]] : [],
  };
}

/**
 * A complete, valid set of answers to `questions` (the demo data and tests). `pick(n)` chooses an
 * index below n (default: the first), so a seeded random gives varied but repeatable answers.
 */
export function exampleAnswers(
  questions: readonly SurveyQuestion[],
  pick: (n: number) => number = () => 0,
  texts: readonly string[] = [
    'Listening more than I talk.',
    'Asking one more open question.',
    'Agreeing clear next steps.',
  ],
): SurveyAnswers {
  const answers: SurveyAnswers = {};
  for (const question of questions) {
    switch (question.type) {
      case 'short_text':
        answers[question.id] = texts[pick(texts.length)]!.slice(0, 60);
        break;
      case 'long_text':
        answers[question.id] = texts[pick(texts.length)]!;
        break;
      case 'single_choice':
        answers[question.id] = question.options[pick(question.options.length)]!;
        break;
      case 'multiple_choice': {
        const first = pick(question.options.length);
        const second = pick(question.options.length);
        answers[question.id] = [...new Set([question.options[first]!, question.options[second]!])];
        break;
      }
      case 'scale':
        answers[question.id] = 1 + pick(5);
        break;
      case 'yes_no':
        answers[question.id] = pick(2) === 0;
        break;
    }
  }
  return answers;
}
