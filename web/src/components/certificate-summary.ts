import {
  type ActivityCounts,
  type CalendarEvent,
  certificatePrediction,
  type CertificatePrediction,
  type PredictionStatus,
  type RemainingSurvey,
  stillNeededText,
  certificateProgress,
  certificateTooltip,
  emptyActivityCounts,
  type EngagementRequirements,
  isCertificateComplete,
} from '@peer-coaching/domain';

export type CertificateSummary =
  | { kind: 'unavailable' }
  | { kind: 'nothing-required' }
  | {
      kind: 'progress';
      /** The real percentage; above 100 when a peer did more than required. */
      percentage: number;
      /** The percentage clamped to 0..100 for a progress bar. */
      barValue: number;
      /** "6 of 9 activities". */
      earnedText: string;
      /** "Done: 1 KickOff, 3 Check-Ins" from the domain tooltip, or a sentence when nothing is done. */
      doneText: string;
      /** Every required activity is earned (the rounded percentage alone could say 100 too early). */
      complete: boolean;
    };

export const REQUIREMENTS_UNAVAILABLE = 'Certificate requirements are not available yet.';
export const NOTHING_REQUIRED = 'This cohort has no certificate requirements.';
export const NOTHING_DONE = 'Nothing completed yet.';

/** A progress bar cannot go past full; the text next to it shows the real percentage. */
export function progressBarValue(percentage: number): number {
  return Math.min(100, Math.max(0, percentage));
}

/** "1 of 1 activity", "6 of 9 activities". */
export function earnedText(earned: number, required: number): string {
  return `${earned} of ${required} ${required === 1 ? 'activity' : 'activities'}`;
}

/**
 * What the certificate card shows. Counts come from the domain; missing counts mean the peer has
 * done nothing yet (activities are stored only once something is recorded).
 */
export function certificateSummary(
  requirements: EngagementRequirements | null,
  activities: ActivityCounts | null,
): CertificateSummary {
  if (!requirements) return { kind: 'unavailable' };
  const counts = activities ?? emptyActivityCounts();
  const { earned, required, percentage } = certificateProgress(requirements, counts);
  if (required === 0) return { kind: 'nothing-required' };
  const done = certificateTooltip(counts);
  return {
    kind: 'progress',
    percentage,
    barValue: progressBarValue(percentage),
    earnedText: earnedText(earned, required),
    doneText: done ? `Done: ${done}` : NOTHING_DONE,
    complete: isCertificateComplete({ earned, required }),
  };
}

export interface PredictionSummary {
  status: PredictionStatus;
  /** "On track", "At risk", ... */
  label: string;
  /** What the status means, in a sentence. */
  meaning: string;
  /** "Still needed: 2 more check-ins, 1 office hours." Null once complete. */
  neededText: string | null;
  /**
   * Said when something needed has nothing left that counts toward it and comes from surveys,
   * which the app does not have yet (docs/certificate.md).
   */
  surveyNote: string | null;
  tone: 'success' | 'info' | 'warning' | 'error';
}

export const PREDICTION_TEXT: Record<PredictionStatus, Pick<PredictionSummary, 'label' | 'meaning' | 'tone'>> = {
  complete: { label: 'Requirements met', meaning: 'Every required activity is done.', tone: 'success' },
  on_track: {
    label: 'On track',
    meaning: 'What is scheduled leaves room to spare.',
    tone: 'info',
  },
  at_risk: {
    label: 'At risk',
    meaning: 'Only attending nearly everything left will do.',
    tone: 'warning',
  },
  cannot_qualify: {
    label: 'Cannot qualify with what is scheduled',
    meaning: 'Even attending everything left is not enough.',
    tone: 'error',
  },
};

/** Requirements that surveys will bring (reflections can also be events that count toward them). */
const FROM_SURVEYS = ['reflection', 'kickoff_response', 'program_eval'] as const;
const SURVEY_NAMES: Record<(typeof FROM_SURVEYS)[number], string> = {
  reflection: 'reflections',
  kickoff_response: 'the kickoff response',
  program_eval: 'the program evaluation',
};

/** "a", "a and b", "a, b and c". */
const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export function predictionSummary(prediction: CertificatePrediction): PredictionSummary {
  const needed = stillNeededText(prediction.still_needed);
  const unscheduled = FROM_SURVEYS.filter(
    (type) => (prediction.still_needed[type] ?? 0) > 0 && prediction.left[type] === 0,
  );
  return {
    status: prediction.status,
    ...PREDICTION_TEXT[prediction.status],
    neededText: prediction.status === 'complete' || !needed ? null : `Still needed: ${needed}.`,
    surveyNote:
      prediction.status === 'complete' || unscheduled.length === 0
        ? null
        : `Nothing open or scheduled counts toward ${listOf(unscheduled.map((t) => SURVEY_NAMES[t]))} yet.`,
  };
}

/**
 * The prediction of a peer's certificate from their counts and what is left to attend (remaining
 * events of their cohorts) and to submit (domain remainingSurveys; none where the caller does not
 * know them). Null without requirements or when nothing is required.
 */
export function peerPrediction(
  requirements: EngagementRequirements | null,
  activities: ActivityCounts | null,
  remaining: readonly Pick<CalendarEvent, 'activity'>[],
  surveys: readonly RemainingSurvey[] = [],
): CertificatePrediction | null {
  if (!requirements) return null;
  const prediction = certificatePrediction(requirements, activities ?? emptyActivityCounts(), {
    events: remaining,
    surveys,
  });
  return prediction.required === 0 ? null : prediction;
}
