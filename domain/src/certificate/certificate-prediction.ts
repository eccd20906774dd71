/**
 * Whether a peer can still reach 100 % certificate progress (spec section 9's arithmetic) with what
 * is left to attend and submit, and what they still need. Beyond the spec; the rule is explained
 * with worked examples in docs/certificate.md, "Prediction".
 *
 * 1. The gap D = required - earned (section 9). D <= 0: complete.
 * 2. What is left can add at most, per type, gain = min(opportunities left, room): room is
 *    value_max minus what already counts for a counted type with value_min above 0 (a type with
 *    value_min 0 never counts), and 1 for a required yes/no not yet done. C = the sum of gains:
 *    what attending and submitting everything left would add.
 * 3. D > C: cannot qualify. D <= 3/4 C: on track (the peer may miss a quarter of what is left and
 *    still finish). Otherwise at risk: only attending nearly everything left will do.
 * 4. still_needed is one plan of exactly D activities (when reachable): first each type's own
 *    shortfall to value_min, as far as what is left allows, then extra activities up to value_max
 *    (section 9 counts them toward the total), in the tooltip's order of types. When even
 *    everything left is not enough, the plan holds everything left that helps plus the shortfalls
 *    nothing left can meet, so it still adds up to D.
 */
import { certificateProgress, type CertificateProgress } from './certificate.ts';
import { CHECK_IN, COUNTED_ACTIVITY_TYPES, type ActivityType, type CountedActivityType } from '../constants.ts';
import type { ActivityCounts, AttendanceStatus, CalendarEvent, EngagementRequirements } from '../model.ts';

export const PREDICTION_STATUSES = ['complete', 'on_track', 'at_risk', 'cannot_qualify'] as const;
export type PredictionStatus = (typeof PREDICTION_STATUSES)[number];

/** On track while the gap is at most this share of what everything left would add. */
export const ON_TRACK_SHARE = { numerator: 3, denominator: 4 } as const;

/** The order of types in plans and sentences: the tooltip's, then the yes/no ones. */
export const PREDICTION_TYPE_ORDER = [
  'kickoff',
  'check_in',
  'completion',
  'office_hours',
  'reflection',
  'kickoff_response',
  'program_eval',
] as const satisfies readonly ActivityType[];

/** A survey submission still open to the peer, counting one toward an activity (surveys.ts remainingSurveys). */
export interface RemainingSurvey {
  id: string;
  activity: ActivityType;
}

export type StillNeeded = Partial<Record<ActivityType, number>>;

export interface CertificatePrediction extends CertificateProgress {
  status: PredictionStatus;
  /** Per type, how many more (1 for a yes/no); only types with something needed. */
  still_needed: StillNeeded;
  /** C: what attending and submitting everything left would add to earned. */
  reachable: number;
  /** Opportunities left per type (remaining events and surveys), whether or not they would help. */
  left: Record<ActivityType, number>;
}

const isCounted = (type: ActivityType): type is CountedActivityType =>
  (COUNTED_ACTIVITY_TYPES as readonly string[]).includes(type);

/**
 * The events a peer can still attend for credit: of their cohorts, counting toward an activity,
 * not a deadline, not attended yet, and still open for check-in (until 1 hour after the end, as
 * check-in and the orange window of section 4 are).
 */
export function remainingEvents<E extends Pick<CalendarEvent, 'id' | 'type' | 'activity' | 'cohorts' | 'end_date'>>(
  events: readonly E[],
  cohorts: readonly string[],
  attendance: Readonly<Record<string, AttendanceStatus>>,
  now: Date,
): E[] {
  return events.filter(
    (event) =>
      event.type !== 'deadline' &&
      event.activity !== null &&
      event.cohorts.some((cohort) => cohorts.includes(cohort)) &&
      attendance[event.id] !== 'attended' &&
      now.getTime() < event.end_date.getTime() + CHECK_IN.closesAfterEndMs,
  );
}

export function certificatePrediction(
  requirements: EngagementRequirements,
  counts: ActivityCounts,
  remaining: {
    events: readonly Pick<CalendarEvent, 'activity'>[];
    surveys: readonly RemainingSurvey[];
  },
): CertificatePrediction {
  const progress = certificateProgress(requirements, counts);
  const left = Object.fromEntries(PREDICTION_TYPE_ORDER.map((type) => [type, 0])) as Record<ActivityType, number>;
  for (const { activity } of [...remaining.events, ...remaining.surveys]) if (activity) left[activity] += 1;

  const shortfall = {} as Record<ActivityType, number>;
  const gain = {} as Record<ActivityType, number>;
  for (const type of PREDICTION_TYPE_ORDER) {
    const requirement = requirements[type];
    if (isCounted(type)) {
      const { value_min: min, value_max: max } = requirement;
      const counting = min > 0 && counts[type] > 0 ? Math.min(counts[type], max) : 0;
      shortfall[type] = min > 0 ? Math.max(0, min - counting) : 0;
      gain[type] = min > 0 ? Math.min(left[type], Math.max(0, max - counting)) : 0;
    } else {
      const open = requirement.value === true && !counts[type];
      shortfall[type] = open ? 1 : 0;
      gain[type] = open ? Math.min(left[type], 1) : 0;
    }
  }

  const gap = progress.required - progress.earned;
  const reachable = PREDICTION_TYPE_ORDER.reduce((sum, type) => sum + gain[type], 0);
  const plan = {} as Record<ActivityType, number>;
  let rest = Math.max(0, gap);
  const take = (type: ActivityType, most: number) => {
    const n = Math.max(0, Math.min(rest, most));
    plan[type] = (plan[type] ?? 0) + n;
    rest -= n;
  };
  for (const type of PREDICTION_TYPE_ORDER) take(type, Math.min(shortfall[type], gain[type]));
  for (const type of PREDICTION_TYPE_ORDER) take(type, gain[type] - (plan[type] ?? 0));
  const reachableInFull = rest === 0;
  for (const type of PREDICTION_TYPE_ORDER) take(type, shortfall[type] - (plan[type] ?? 0));

  const still_needed: StillNeeded = {};
  for (const type of PREDICTION_TYPE_ORDER) if ((plan[type] ?? 0) > 0) still_needed[type] = plan[type];

  let status: PredictionStatus;
  if (gap <= 0) status = 'complete';
  else if (!reachableInFull) status = 'cannot_qualify';
  else if (gap * ON_TRACK_SHARE.denominator <= reachable * ON_TRACK_SHARE.numerator) status = 'on_track';
  else status = 'at_risk';

  return { ...progress, status, still_needed, reachable, left };
}

const NEEDED_LABELS: Record<ActivityType, { one: string; many: string }> = {
  kickoff: { one: 'kickoff', many: 'kickoffs' },
  check_in: { one: 'check-in', many: 'check-ins' },
  completion: { one: 'completion', many: 'completions' },
  office_hours: { one: 'office hours', many: 'office hours' },
  reflection: { one: 'reflection', many: 'reflections' },
  kickoff_response: { one: 'the kickoff response', many: 'the kickoff response' },
  program_eval: { one: 'the program evaluation', many: 'the program evaluation' },
};

/**
 * What is still needed in words, e.g. "2 more check-ins, 1 office hours, the program evaluation".
 * Empty when nothing is needed.
 */
export function stillNeededText(stillNeeded: StillNeeded): string {
  const parts: string[] = [];
  for (const type of PREDICTION_TYPE_ORDER) {
    const n = stillNeeded[type] ?? 0;
    if (n <= 0) continue;
    const label = n === 1 ? NEEDED_LABELS[type].one : NEEDED_LABELS[type].many;
    if (isCounted(type)) parts.push(`${n}${parts.length === 0 ? ' more' : ''} ${label}`);
    else parts.push(label);
  }
  return parts.join(', ');
}
