/**
 * The calendar: a program year per real cohort, events shared by the cohorts of a group, a few
 * alumni gatherings and a small sandbox sample. Each real cohort has an 08:00-20:00 event and a
 * 23:59 deadline on today's date, so there is always something in progress.
 */
import { ALUMNI_COHORT_ID, DEFAULT_ACTIVITY_OF_KIND, type CalendarEvent, type EventKind } from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import { COHORTS, PROGRAM_COMPLETION_DAY, PROGRAM_EVAL_DUE_DAY, programCohortsOf, type CohortPlan } from './program.ts';

const CHECK_IN_EVERY_DAYS = 14;
const CHECK_INS = 25;
const COACHING_FIRST_DAY = 21;
const COACHING_EVERY_DAYS = 56;
const COACHING_SESSIONS = 6;
/** "Monthly" office hours every four weeks, so they fall on the same weekday. */
const OFFICE_HOURS_EVERY_DAYS = 28;
const ONLINE = 'Zoom (link in the invitation)';

const VENUES: Record<string, string> = {
  mgh: 'MGH Simches Research Center, room 3.110',
  harvard: 'Harvard Smith Campus Center, room 350',
  facilitators: 'Sandbox room (online)',
};

export interface EventDraft {
  id: string;
  title: string;
  description: string;
  kind: EventKind;
  group: string;
  cohorts: string[];
  /** Day offset from today. */
  day: number;
  /** New York wall times; a deadline has one moment, `start`. */
  start: string;
  end?: string;
  location?: string;
}

export function toEvent(draft: EventDraft, clock: DemoClock): CalendarEvent {
  const start = clock.at(draft.day, draft.start);
  return {
    id: draft.id,
    title: draft.title,
    description: draft.description,
    location: draft.location ?? (draft.kind === 'deadline' ? '' : ONLINE),
    type: draft.kind === 'deadline' ? 'deadline' : 'other',
    kind: draft.kind,
    activity: DEFAULT_ACTIVITY_OF_KIND[draft.kind],
    group: draft.group,
    cohorts: draft.cohorts,
    start_date: start,
    end_date: draft.end ? clock.at(draft.day, draft.end) : start,
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export function deadline(
  cohort: CohortPlan,
  slug: string,
  title: string,
  day: number,
  description: string,
): EventDraft {
  return {
    id: `${cohort.id}-deadline-${slug}`,
    title,
    description,
    kind: 'deadline',
    group: cohort.group,
    cohorts: [cohort.id],
    day,
    start: '23:59',
  };
}

/** Kickoff, check-ins, coaching, completion and deadlines of one cohort's program year. */
function programYear(cohort: CohortPlan): EventDraft[] {
  const k = cohort.startOffset;
  const base = { group: cohort.group, cohorts: [cohort.id] };
  const drafts: EventDraft[] = [
    {
      ...base,
      id: `${cohort.id}-kickoff`,
      title: 'Program kickoff',
      description: 'Meet your cohort and your coaching triad, and set your goals for the year.',
      kind: 'kickoff',
      day: k,
      start: '09:00',
      end: '12:00',
      location: VENUES[cohort.group],
    },
  ];
  for (let i = 1; i <= CHECK_INS; i += 1) {
    drafts.push({
      ...base,
      id: `${cohort.id}-check-in-${pad2(i)}`,
      title: `Check-in ${i}`,
      description: 'Biweekly cohort check-in: wins, stuck points and one thing to try next.',
      kind: 'check_in',
      day: k + i * CHECK_IN_EVERY_DAYS,
      start: '12:00',
      end: '13:00',
    });
  }
  for (let i = 1; i <= COACHING_SESSIONS; i += 1) {
    drafts.push({
      ...base,
      id: `${cohort.id}-coaching-${pad2(i)}`,
      title: `Coaching triad session ${i}`,
      description: 'Coach, be coached and observe, in your triad.',
      kind: 'coaching',
      day: k + COACHING_FIRST_DAY + (i - 1) * COACHING_EVERY_DAYS,
      start: '14:00',
      end: '15:30',
    });
  }
  drafts.push(
    {
      ...base,
      id: `${cohort.id}-completion`,
      title: 'Completion celebration',
      description: 'Share what changed this year and receive your certificates.',
      kind: 'completion',
      day: k + PROGRAM_COMPLETION_DAY,
      start: '15:00',
      end: '17:00',
      location: VENUES[cohort.group],
    },
    {
      ...base,
      id: `${cohort.id}-drop-in-day`,
      title: 'Coaching drop-in day',
      description: 'Facilitators are on call all day: drop in for a practice round or a question.',
      kind: 'coaching',
      day: 0,
      start: '08:00',
      end: '20:00',
    },
    deadline(cohort, 'kickoff-response', 'Kickoff response due', k + 7, 'Tell us what you took from the kickoff.'),
    deadline(cohort, 'reflection-1', 'First reflection due', k + 91, 'A short reflection on your first quarter.'),
    deadline(cohort, 'reflection-2', 'Mid-year reflection due', k + 182, 'Where are you against your goals?'),
    deadline(cohort, 'reflection-3', 'Third reflection due', k + 273, 'What will you keep after the program?'),
    deadline(cohort, 'program-eval', 'Program evaluation due', k + PROGRAM_EVAL_DUE_DAY, 'Rate the program.'),
    deadline(cohort, 'coaching-log', 'Coaching log due', 0, 'Log this cycle’s coaching conversations tonight.'),
  );
  return drafts;
}

interface Workshop {
  slug: string;
  title: string;
  day: number;
}

/** Monthly office hours and workshops, shared by the cohorts of a group running at the time. */
function sharedGroupEvents(group: string, workshops: readonly Workshop[]): EventDraft[] {
  const cohorts = programCohortsOf(group);
  const first = Math.min(...cohorts.map((c) => c.startOffset)) + 10;
  const last = Math.max(...cohorts.map((c) => c.startOffset + PROGRAM_COMPLETION_DAY));
  const runningOn = (day: number) =>
    cohorts.filter((c) => c.startOffset <= day && day <= c.startOffset + PROGRAM_COMPLETION_DAY).map((c) => c.id);
  const drafts: EventDraft[] = [];
  for (let day = first, n = 1; day <= last; day += OFFICE_HOURS_EVERY_DAYS, n += 1) {
    drafts.push({
      id: `${group}-office-hours-${pad2(n)}`,
      title: 'Office hours',
      description: 'Open hour with the facilitators, for any question about coaching or the program.',
      kind: 'office_hours',
      group,
      cohorts: runningOn(day),
      day,
      start: '16:00',
      end: '17:00',
    });
  }
  for (const { slug, title, day } of workshops) {
    drafts.push({
      id: `${group}-workshop-${slug}`,
      title,
      description: 'A hands-on afternoon for both cohorts, with practice in pairs.',
      kind: 'workshop',
      group,
      cohorts: runningOn(day),
      day,
      start: '13:00',
      end: '16:00',
      location: VENUES[group],
    });
  }
  return drafts;
}

function alumniEvents(): EventDraft[] {
  const base = { group: 'mgh', cohorts: [ALUMNI_COHORT_ID] };
  const mixer = (n: number, day: number): EventDraft => ({
    ...base,
    id: `alumni-mixer-${pad2(n)}`,
    title: 'Alumni mixer',
    description: 'Catch up with past cohorts over snacks.',
    kind: 'workshop',
    day,
    start: '18:00',
    end: '20:00',
    location: VENUES.mgh,
  });
  return [
    mixer(1, -100),
    mixer(2, -10),
    mixer(3, 80),
    {
      ...base,
      id: 'alumni-coaching-circle',
      title: 'Alumni coaching circle',
      description: 'Keep your coaching practice going with other graduates.',
      kind: 'coaching',
      day: 20,
      start: '12:00',
      end: '13:00',
    },
  ];
}

/** A small sample for the sandbox: one of each kind, past, today and ahead. */
function sandboxEvents(cohort: CohortPlan): EventDraft[] {
  const sample = (slug: string, title: string, kind: EventKind, day: number, start: string, end: string) => ({
    id: `${cohort.id}-${slug}`,
    title,
    description: 'A sample event to practise on.',
    kind,
    group: cohort.group,
    cohorts: [cohort.id],
    day,
    start,
    end,
  });
  return [
    sample('kickoff', 'Sample kickoff', 'kickoff', -30, '09:00', '11:00'),
    sample('check-in-01', 'Sample check-in 1', 'check_in', -16, '12:00', '13:00'),
    sample('check-in-02', 'Sample check-in 2', 'check_in', -2, '12:00', '13:00'),
    sample('office-hours', 'Sample office hours (all day)', 'office_hours', 0, '08:00', '20:00'),
    sample('workshop', 'Sample workshop', 'workshop', 5, '13:00', '15:00'),
    sample('check-in-03', 'Sample check-in 3', 'check_in', 12, '12:00', '13:00'),
    sample('completion', 'Sample completion', 'completion', 40, '15:00', '16:00'),
    deadline(cohort, 'reflection', 'Sample reflection due', 0, 'A sample deadline.'),
    deadline(cohort, 'program-eval', 'Sample program evaluation due', 20, 'A sample deadline.'),
  ];
}

/** The two workshops of a group's year: one already held, one ahead. */
function workshops(activeListeningDay: number, feedbackDay: number): Workshop[] {
  return [
    { slug: 'active-listening', title: 'Workshop: active listening', day: activeListeningDay },
    { slug: 'giving-feedback', title: 'Workshop: giving and receiving feedback', day: feedbackDay },
  ];
}

/** Event drafts keep their day offset, which attendance uses to tell past from upcoming. */
export interface DemoEvent {
  event: CalendarEvent;
  day: number;
}

export function buildEvents(clock: DemoClock): DemoEvent[] {
  const drafts: EventDraft[] = [
    ...COHORTS.filter((c) => c.kind === 'program').flatMap(programYear),
    ...sharedGroupEvents('mgh', workshops(-25, 17)),
    ...sharedGroupEvents('harvard', workshops(-32, 24)),
    ...alumniEvents(),
    ...COHORTS.filter((c) => c.kind === 'sandbox').flatMap(sandboxEvents),
  ];
  return drafts.map((draft) => ({ event: toEvent(draft, clock), day: draft.day }));
}
