/** Certificate progress (spec section 9). */
import { COUNTED_ACTIVITY_TYPES, type CountedActivityType } from '../constants.ts';
import type { ActivityCounts, EngagementRequirement, EngagementRequirements } from '../model.ts';

/** A yes/no requirement (kickoff_response, program_eval) is required when its value is true. */
function isRequired(requirement: EngagementRequirement): boolean {
  return requirement.value === true;
}

export interface CertificateProgress {
  required: number;
  earned: number;
  /** earned / required x 100, rounded; 0 when nothing is required. */
  percentage: number;
}

export function certificateProgress(requirements: EngagementRequirements, counts: ActivityCounts): CertificateProgress {
  let required = 0;
  let earned = 0;
  for (const type of COUNTED_ACTIVITY_TYPES) {
    const { value_min, value_max } = requirements[type];
    required += value_min;
    const count = counts[type];
    if (value_min > 0 && count > 0) earned += Math.min(count, value_max);
  }
  for (const type of ['kickoff_response', 'program_eval'] as const) {
    if (!isRequired(requirements[type])) continue;
    required += 1;
    if (counts[type]) earned += 1;
  }
  const percentage = required === 0 ? 0 : Math.round((earned / required) * 100);
  return { required, earned, percentage };
}

/** Every required activity is earned (the rounded percentage can say 100 a little early). */
export function isCertificateComplete({ earned, required }: Pick<CertificateProgress, 'earned' | 'required'>): boolean {
  return earned >= required;
}

/**
 * The average of several peers' percentages, rounded. Each peer counts at most 100 %, so one peer
 * doing extra cannot hide another falling behind. Null for no peers.
 */
export function averageCertificatePercentage(percentages: readonly number[]): number | null {
  if (percentages.length === 0) return null;
  const capped = percentages.map((percentage) => Math.min(100, Math.max(0, percentage)));
  return Math.round(capped.reduce((sum, percentage) => sum + percentage, 0) / capped.length);
}

const LABELS: Record<CountedActivityType, { one: string; many: string }> = {
  kickoff: { one: 'KickOff', many: 'KickOffs' },
  check_in: { one: 'Check-In', many: 'Check-Ins' },
  completion: { one: 'Completion', many: 'Completions' },
  office_hours: { one: 'Office Hours', many: 'Office Hours' },
  reflection: { one: 'Reflection', many: 'Reflections' },
};
const TOOLTIP_ORDER = ['kickoff', 'check_in', 'completion', 'office_hours', 'reflection'] as const;

/**
 * The progress tooltip: the counts done, comma-separated and pluralised, e.g.
 * "1 KickOff, 3 Check-Ins, 2 Office Hours, Kickoff Response". Empty when nothing is done.
 */
export function certificateTooltip(counts: ActivityCounts): string {
  const parts: string[] = [];
  for (const type of TOOLTIP_ORDER) {
    const count = counts[type];
    if (count > 0) parts.push(`${count} ${count === 1 ? LABELS[type].one : LABELS[type].many}`);
  }
  if (counts.kickoff_response) parts.push('Kickoff Response');
  if (counts.program_eval) parts.push('Program Evaluation');
  return parts.join(', ');
}

export function emptyActivityCounts(): ActivityCounts {
  return {
    kickoff: 0,
    check_in: 0,
    completion: 0,
    office_hours: 0,
    reflection: 0,
    kickoff_response: false,
    program_eval: false,
  };
}
