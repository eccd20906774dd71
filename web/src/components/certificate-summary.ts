import {
  type ActivityCounts,
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
