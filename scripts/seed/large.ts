/**
 * The large program (`npm run seed -- --large`, docs/reports.md "The large seed"): a group of its
 * own, "Scale rehearsal", beside the demo, at the size the realtime core must hold. Pure and
 * deterministic like the demo (ids, names and relations never depend on the day; dates follow
 * the demo clock), and built with the demo's own builders wherever they apply:
 * - `scale-2026`, a program cohort of 2,000 confirmed peers in the middle of its year: 24
 *   sessions (kickoff, 18 biweekly check-ins, 4 coaching triads, completion) and 5 deadlines,
 *   attendance at the past sessions (buildAttendance: most attend, some miss more than others),
 *   registrations for the upcoming ones, and four published surveys answered by most;
 * - `scale-alumni`, the group's alumni cohort (`alumni: true`), with 5,000 members who graduated
 *   from `scale-2024` and `scale-2025` (the domain's graduationOf): their activities carry the
 *   whole program year of their first cohort, which the alumni report must leave out, plus a few
 *   alumni events and the alumni survey;
 * - one facilitator, scale-facilitator@demo.test (the demo password), of every cohort of the group.
 * Derived documents as the demo builds them: activities (buildActivities), calendars
 * (buildCalendars), survey windows (buildSurvey) and the cohort reports (buildCohortReports).
 * The attendance records are built (the activities count them) but not written: `largeDocuments`.
 */
import { graduationOf, type Cohort, type Group } from '@peer-coaching/domain';
import type { DemoAccount } from './types.ts';
import { buildActivities } from './activities.ts';
import { buildAttendance } from './attendance.ts';
import { buildCalendars, buildCohortSurveyLists, buildSurveyMarks } from './calendars.ts';
import { demoClock, type DemoClock } from './clock.ts';
import { demoDocuments, type DemoDocument } from './documents.ts';
import { deadline, toEvent, type DemoEvent, type EventDraft } from './events.ts';
import { DEPARTMENTS, PARTICIPANT_NAMES, STAFF_DEPARTMENT, demoEmail, type PersonName } from './names.ts';
import { buildAccounts } from './people.ts';
import { PROGRAM_COMPLETION_DAY, PROGRAM_EVAL_DUE_DAY, type CohortPlan } from './program.ts';
import { randomFor } from './random.ts';
import { requirements } from './settings.ts';
import { buildSurvey, buildSurveyResponses } from './surveys.ts';
import type { DemoData, UserDoc } from './types.ts';
import { seedCohortReports } from './reports.ts';

export const SCALE_GROUP = 'scale';
export const SCALE_GROUP_NAME = 'Scale rehearsal';
export const SCALE_COHORT = 'scale-2026';
export const SCALE_ALUMNI_COHORT = 'scale-alumni';
export const SCALE_PEERS = 2000;
export const SCALE_ALUMNI = 5000;

/** The group's staff account: every demo account signs in with the demo password. */
export const SCALE_FACILITATOR = {
  uid: 'scale-facilitator',
  email: 'scale-facilitator@demo.test',
  first_name: 'Casey',
  last_name: 'Lindgren',
} as const;

const VENUE = 'Scale rehearsal hall, room 1';
const CHECK_INS = 18;
const CHECK_IN_EVERY_DAYS = 14;
const COACHING_SESSIONS = 4;
const COACHING_FIRST_DAY = 21;
const COACHING_EVERY_DAYS = 56;
/** Where "today" falls in this year's program: 161 days after its kickoff (11 check-ins held). */
const KICKOFF_OFFSET = -161;
const YEAR_DAYS = 364;

function programPlan(id: string, name: string, kickoffOffset: number): CohortPlan {
  return {
    id,
    name,
    group: SCALE_GROUP,
    kind: 'program',
    startOffset: kickoffOffset,
    endOffset: kickoffOffset + PROGRAM_EVAL_DUE_DAY,
  };
}

/** This year's cohort and the two earlier years its alumni come from, oldest first. */
export const SCALE_PROGRAM_COHORTS: readonly CohortPlan[] = [
  programPlan('scale-2024', 'Scale 2024', KICKOFF_OFFSET - 2 * YEAR_DAYS),
  programPlan('scale-2025', 'Scale 2025', KICKOFF_OFFSET - YEAR_DAYS),
  programPlan(SCALE_COHORT, 'Scale 2026', KICKOFF_OFFSET),
];
const SCALE_ALUMNI_PLAN: CohortPlan = {
  id: SCALE_ALUMNI_COHORT,
  name: 'Scale alumni',
  group: SCALE_GROUP,
  kind: 'alumni',
  startOffset: KICKOFF_OFFSET - 2 * YEAR_DAYS + PROGRAM_COMPLETION_DAY,
  endOffset: 1825,
};
const SCALE_COHORTS: readonly CohortPlan[] = [...SCALE_PROGRAM_COHORTS, SCALE_ALUMNI_PLAN];

/** The earlier cohorts' graduates, in equal parts, in the alumni cohort. */
const EARLIER_COHORTS = SCALE_PROGRAM_COHORTS.filter((plan) => plan.id !== SCALE_COHORT);

/** The published surveys of this year's cohort (the alumni cohort has the alumni survey). */
export const SCALE_SURVEY_KINDS = ['kickoff', 'reflection', 'checkin_makeup', 'custom'] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A program year of 24 sessions and 5 deadlines, each draft keeping its day from today. */
function programYear(plan: CohortPlan): EventDraft[] {
  const k = plan.startOffset;
  const base = { group: SCALE_GROUP, cohorts: [plan.id] };
  const session = (
    id: string,
    title: string,
    kind: EventDraft['kind'],
    day: number,
    start: string,
    end: string,
    description: string,
  ): EventDraft => ({ ...base, id: `${plan.id}-${id}`, title, description, kind, day, start, end });
  return [
    {
      ...session('kickoff', 'Program kickoff', 'kickoff', k, '09:00', '12:00', 'Meet your cohort and your triad.'),
      location: VENUE,
    },
    ...Array.from({ length: CHECK_INS }, (_, i) =>
      session(
        `check-in-${pad2(i + 1)}`,
        `Check-in ${i + 1}`,
        'check_in',
        k + (i + 1) * CHECK_IN_EVERY_DAYS,
        '12:00',
        '13:00',
        'Biweekly cohort check-in: wins, stuck points and one thing to try next.',
      ),
    ),
    ...Array.from({ length: COACHING_SESSIONS }, (_, i) =>
      session(
        `coaching-${pad2(i + 1)}`,
        `Coaching triad session ${i + 1}`,
        'coaching',
        k + COACHING_FIRST_DAY + i * COACHING_EVERY_DAYS,
        '14:00',
        '15:30',
        'Coach, be coached and observe, in your triad.',
      ),
    ),
    {
      ...session(
        'completion',
        'Completion celebration',
        'completion',
        k + PROGRAM_COMPLETION_DAY,
        '15:00',
        '17:00',
        'Share what changed this year and receive your certificates.',
      ),
      location: VENUE,
    },
    deadline(plan, 'kickoff-response', 'Kickoff response due', k + 7, 'Tell us what you took from the kickoff.'),
    deadline(plan, 'reflection-1', 'First reflection due', k + 91, 'A short reflection on your first quarter.'),
    deadline(plan, 'reflection-2', 'Mid-year reflection due', k + 182, 'Where are you against your goals?'),
    deadline(plan, 'reflection-3', 'Third reflection due', k + 273, 'What will you keep after the program?'),
    deadline(plan, 'program-eval', 'Program evaluation due', k + PROGRAM_EVAL_DUE_DAY, 'Rate the program.'),
  ];
}

/** Gatherings of the alumni cohort: two held, two ahead. */
function alumniEvents(): EventDraft[] {
  const base = { group: SCALE_GROUP, cohorts: [SCALE_ALUMNI_COHORT], start: '18:00', end: '20:00' };
  return [
    { ...base, id: 'scale-alumni-mixer-01', day: -70, location: VENUE },
    { ...base, id: 'scale-alumni-mixer-02', day: -14, location: VENUE },
    { ...base, id: 'scale-alumni-mixer-03', day: 63, location: VENUE },
  ]
    .map((draft): EventDraft => ({
      ...draft,
      title: 'Alumni mixer',
      description: 'Catch up with past cohorts.',
      kind: 'workshop',
    }))
    .concat({
      ...base,
      id: 'scale-alumni-coaching-circle',
      title: 'Alumni coaching circle',
      description: 'Keep your coaching practice going with other graduates.',
      kind: 'coaching',
      day: 20,
      start: '12:00',
      end: '13:00',
    });
}

const FIRST_NAMES = [...new Set(PARTICIPANT_NAMES.map((n) => n.first_name))];
const LAST_NAMES = [...new Set(PARTICIPANT_NAMES.map((n) => n.last_name))];

/** A realistic name from the demo's lists (first and last drawn apart: 3,600 pairs, some repeat). */
function scaleName(uid: string): PersonName {
  const random = randomFor(`scale-name|${uid}`);
  return { first_name: random.pick(FIRST_NAMES), last_name: random.pick(LAST_NAMES) };
}

/** first.last.p0042@scale.demo.test: unique, since names repeat in a program this size. */
function scaleEmail(person: PersonName, tag: string): string {
  return demoEmail(person).replace('@demo.test', `.${tag}@scale.demo.test`);
}

const cohortName = (id: string) => SCALE_COHORTS.find((c) => c.id === id)?.name ?? id;
const scalePeerId = (i: number) => `scale-peer-${String(i + 1).padStart(4, '0')}`;
const scaleAlumnusId = (i: number) => `scale-alumnus-${String(i + 1).padStart(4, '0')}`;

/** A confirmed peer of `plan`, as they were while in it. */
function peerOf(uid: string, tag: string, plan: CohortPlan, clock: DemoClock): UserDoc {
  const person = scaleName(uid);
  const random = randomFor(`scale-person|${uid}`);
  return {
    id: uid,
    email: scaleEmail(person, tag),
    ...person,
    last_name_lower: person.last_name.toLowerCase(),
    role: 'peer',
    group: [SCALE_GROUP],
    group_list: [],
    cohort: [plan.name],
    cohort_list: [plan.id],
    current_cohort: plan.id,
    current_group: SCALE_GROUP,
    alumni_community: false,
    tutorial: true,
    last_login: clock.at(-random.int(1, 30), `${pad2(random.int(7, 21))}:${random.pick(['05', '20', '40'])}`),
    status: 'confirmed',
    department: random.pick(DEPARTMENTS.mgh ?? []),
    created_at: clock.at(plan.startOffset - 30, '10:00'),
  };
}

function facilitator(clock: DemoClock): UserDoc {
  const cohorts = SCALE_COHORTS.map((c) => c.id);
  return {
    id: SCALE_FACILITATOR.uid,
    email: SCALE_FACILITATOR.email,
    first_name: SCALE_FACILITATOR.first_name,
    last_name: SCALE_FACILITATOR.last_name,
    last_name_lower: SCALE_FACILITATOR.last_name.toLowerCase(),
    role: 'facilitator',
    group: [SCALE_GROUP],
    group_list: [SCALE_GROUP],
    cohort: cohorts.map(cohortName),
    cohort_list: cohorts,
    current_cohort: SCALE_COHORT,
    current_group: SCALE_GROUP,
    alumni_community: false,
    tutorial: true,
    last_login: clock.at(-1, '08:30'),
    status: 'confirmed',
    department: STAFF_DEPARTMENT,
    created_at: clock.at(KICKOFF_OFFSET - 2 * YEAR_DAYS - 60, '10:00'),
  };
}

/** What the large seed writes: the demo's collections that a program fills. */
export type LargeProgram = Pick<
  DemoData,
  | 'accounts'
  | 'users'
  | 'groups'
  | 'cohorts'
  | 'events'
  | 'attendance'
  | 'settings'
  | 'programSettings'
  | 'activities'
  | 'calendars'
  | 'cohortSurveys'
  | 'surveyMarks'
  | 'cohortReports'
  | 'surveys'
  | 'surveyResponses'
>;

export function buildLargeProgram(today: Date): LargeProgram {
  const clock = demoClock(today);
  const plans = new Map(SCALE_COHORTS.map((plan) => [plan.id, plan]));
  const alumniCohort = { id: SCALE_ALUMNI_PLAN.id, name: SCALE_ALUMNI_PLAN.name, group: SCALE_GROUP };

  const peers = Array.from({ length: SCALE_PEERS }, (_, i) =>
    peerOf(scalePeerId(i), `p${String(i + 1).padStart(4, '0')}`, plans.get(SCALE_COHORT)!, clock),
  );
  // Each alumnus as they were in their program year, then as graduating made them.
  const formerly = Array.from({ length: SCALE_ALUMNI }, (_, i) =>
    peerOf(
      scaleAlumnusId(i),
      `a${String(i + 1).padStart(4, '0')}`,
      EARLIER_COHORTS[i % EARLIER_COHORTS.length]!,
      clock,
    ),
  );
  const alumni = formerly.map((person): UserDoc => {
    const graduated = graduationOf(person, person.current_cohort!, alumniCohort);
    if (!graduated) throw new Error(`${person.id} does not graduate`);
    return { ...person, ...graduated };
  });
  const users = [facilitator(clock), ...peers, ...alumni];

  const demoEvents: DemoEvent[] = [...SCALE_PROGRAM_COHORTS.flatMap(programYear), ...alumniEvents()].map((draft) => ({
    event: toEvent(draft, clock),
    day: draft.day,
  }));
  const events = demoEvents.map((e) => e.event);
  // The alumni's earlier year is attended as the people they were then (its records name that
  // cohort); this year's peers and the alumni's gatherings as they are now.
  const attendance = buildAttendance(demoEvents, [...peers, ...formerly, ...alumni], clock);

  const cohorts: Cohort[] = SCALE_COHORTS.map((c) => ({
    id: c.id,
    name: c.name,
    group: SCALE_GROUP,
    alumni: c.kind === 'alumni',
    start_date: clock.at(c.startOffset, '00:00'),
    end_date: clock.at(c.endOffset, '23:59'),
  }));
  const groups: Group[] = [{ id: SCALE_GROUP, name: SCALE_GROUP_NAME, cohorts: cohorts.map((c) => c.id) }];
  const surveys = [
    ...SCALE_SURVEY_KINDS.map((kind) => buildSurvey(plans.get(SCALE_COHORT)!, kind, clock, events)),
    buildSurvey(SCALE_ALUMNI_PLAN, 'alumni', clock, events),
  ];
  const surveyResponses = buildSurveyResponses(surveys, users, attendance, events, clock);
  const graduates = new Set(alumni.map((a) => a.id));
  // Graduates sent their kickoff response and program evaluation in their year, as the demo's do.
  const activities = buildActivities(users, attendance, clock, surveys, surveyResponses).map((a) =>
    graduates.has(a.user_id) ? { ...a, kickoff_response: true, program_eval: true } : a,
  );
  const calendars = buildCalendars(cohorts, events, clock);
  const accounts: DemoAccount[] = buildAccounts(users);
  return {
    accounts,
    users,
    groups,
    cohorts,
    events,
    attendance,
    settings: [
      {
        group: SCALE_GROUP,
        certificate: { engagement_requirements: requirements({ checkIns: 14, officeHours: 0, reflections: 2 }) },
      },
    ],
    // No automatic survey reminders: 7,000 e-mails on every emulator day would bury the mail catcher.
    programSettings: [
      {
        group: SCALE_GROUP,
        program_name: SCALE_GROUP_NAME,
        contact_name: `${SCALE_FACILITATOR.first_name} ${SCALE_FACILITATOR.last_name}`,
        contact_email: SCALE_FACILITATOR.email,
        survey_reminder_days: 0,
      },
    ],
    activities,
    calendars,
    cohortSurveys: buildCohortSurveyLists(cohorts, surveys, clock),
    surveyMarks: buildSurveyMarks(surveyResponses, clock),
    surveys,
    surveyResponses,
    cohortReports: seedCohortReports(
      { cohorts, users, activities, surveys, surveyResponses, calendars },
      clock.at(-1, '21:00'),
    ),
  };
}

/**
 * What the large seed writes: the program's documents at the paths and in the shapes the demo's
 * are written, but not its attendance records (184,000: 48,000 of this year, 136,000 of the
 * alumni's). The Firestore emulator delivers every write to the functions emulator, background
 * triggers off or not, at a few hundred a second here: the records alone kept it busy for a
 * quarter of an hour (docs/reports.md, "The large seed"). The activities documents carry the same
 * attendance, and they are what the reports, homes and certificates read.
 */
export function largeDocuments(program: LargeProgram): DemoDocument[] {
  const none: Omit<DemoData, keyof LargeProgram> = {
    announcements: [],
    auditLog: [],
    apologies: [],
    discussionThreads: [],
    discussionPosts: [],
    discussionReads: [],
    alumniProfiles: [],
    resources: [],
    certificates: [],
    matchingRounds: [],
    matchingPartners: [],
    groupEmails: [],
    groupEmailMail: [],
    pages: [],
    pageVersions: [],
    meta: { anchor_day: '' },
  };
  // meta/demo is the demo's: the large program never moves its anchor day.
  return demoDocuments({ ...none, ...program, attendance: [] }).filter((d) => d.path !== 'meta/demo');
}
