/**
 * Groups and cohorts, and where each cohort's program year sits relative to today. Offsets are in
 * New York calendar days; none of the biweekly or four-weekly series lands on day 0, so "today"
 * holds exactly the events placed there on purpose.
 */
import { ALUMNI_COHORT_ID, SANDBOX_GROUP_ID, type Cohort, type Group } from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';

export type CohortKind = 'program' | 'alumni' | 'sandbox';

export interface CohortPlan {
  id: string;
  name: string;
  group: string;
  kind: CohortKind;
  /** Day of the kickoff (program, sandbox) or of the cohort's start (alumni), from today. */
  startOffset: number;
  /** Last day of the cohort, from today. */
  endOffset: number;
}

/** A program year: kickoff on day 0, completion celebration on day 357 (51 weeks later). */
export const PROGRAM_COMPLETION_DAY = 357;
/** The program evaluation is due two weeks after the completion celebration. */
export const PROGRAM_EVAL_DUE_DAY = PROGRAM_COMPLETION_DAY + 14;

function programCohort(id: string, name: string, group: string, kickoffOffset: number): CohortPlan {
  return {
    id,
    name,
    group,
    kind: 'program',
    startOffset: kickoffOffset,
    endOffset: kickoffOffset + PROGRAM_EVAL_DUE_DAY,
  };
}

export const GROUPS: readonly Omit<Group, 'cohorts'>[] = [
  { id: 'mgh', name: 'MGH' },
  { id: 'harvard', name: 'Harvard' },
  { id: SANDBOX_GROUP_ID, name: 'Facilitators sandbox' },
];

/**
 * Two cohorts per real group, staggered so one is in its second half and the other in its first.
 * The alumni cohort is grouped under MGH (the program's home); alumni-community members of any
 * group see it through the shared cohort list (spec section 4).
 */
export const COHORTS: readonly CohortPlan[] = [
  programCohort('mgh-2026-a', 'MGH 2026 Cohort A', 'mgh', -199),
  programCohort('mgh-2026-b', 'MGH 2026 Cohort B', 'mgh', -87),
  { id: ALUMNI_COHORT_ID, name: 'Alumni', group: 'mgh', kind: 'alumni', startOffset: -730, endOffset: 1825 },
  programCohort('harvard-2026-a', 'Harvard 2026 Cohort A', 'harvard', -157),
  programCohort('harvard-2026-b', 'Harvard 2026 Cohort B', 'harvard', -45),
  {
    id: 'facilitators-sandbox',
    name: 'Sandbox cohort',
    group: SANDBOX_GROUP_ID,
    kind: 'sandbox',
    startOffset: -30,
    endOffset: 60,
  },
];

export function cohortPlan(id: string): CohortPlan {
  const plan = COHORTS.find((c) => c.id === id);
  if (!plan) throw new Error(`Unknown demo cohort ${id}`);
  return plan;
}

export function programCohortsOf(group: string): CohortPlan[] {
  return COHORTS.filter((c) => c.group === group && c.kind === 'program');
}

export function buildGroups(): Group[] {
  return GROUPS.map((g) => ({ ...g, cohorts: COHORTS.filter((c) => c.group === g.id).map((c) => c.id) }));
}

export function buildCohorts(clock: DemoClock): Cohort[] {
  return COHORTS.map((c) => ({
    id: c.id,
    name: c.name,
    group: c.group,
    alumni: c.kind === 'alumni',
    start_date: clock.at(c.startOffset, '00:00'),
    end_date: clock.at(c.endOffset, '23:59'),
  }));
}
