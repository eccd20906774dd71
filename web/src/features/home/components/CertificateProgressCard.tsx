import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ActivityCounts, CalendarEvent, EngagementRequirements, RemainingSurvey } from '@peer-coaching/domain';
import { useId } from 'react';
import {
  certificateSummary,
  NOTHING_REQUIRED,
  peerPrediction,
  predictionSummary,
  REQUIREMENTS_UNAVAILABLE,
} from '../../../components/certificate-summary.ts';
import { PredictionNote } from '../../../components/PredictionNote.tsx';
import { ProgressMeter } from '../../../components/ProgressMeter.tsx';
import { EmptyMessage, LoadingShape } from '../../../components/SectionStates.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { IssuedCertificate } from '../../certificate/index.ts';

interface CertificateProgressCardProps {
  requirements: EngagementRequirements | null;
  /** Null counts as nothing done yet. */
  activities: ActivityCounts | null;
  /**
   * The events the peer can still attend for credit (domain remainingEvents), for the prediction.
   * Left out, no prediction is shown.
   */
  remaining?: readonly Pick<CalendarEvent, 'activity'>[];
  /** The surveys the peer can still submit for credit (domain remainingSurveys), for the prediction. */
  remainingSurveys?: readonly RemainingSurvey[];
  loading: boolean;
  /** The data could not be loaded (the alert banner says which message of the spec). */
  failed?: boolean;
}

/**
 * The peer's certificate progress: the percentage, a bar, earned of required, and what was done.
 * The spec's tooltip text is shown as a caption (phones have no hover) and as the bar's title.
 * Under it, the prediction: whether what is left can still bring 100 %, and what is still needed
 * (docs/certificate.md).
 */
export function CertificateProgressCard({
  requirements,
  activities,
  remaining,
  remainingSurveys,
  loading,
  failed = false,
}: CertificateProgressCardProps) {
  const doneId = useId();
  const summary = certificateSummary(requirements, activities);
  const prediction = remaining ? peerPrediction(requirements, activities, remaining, remainingSurveys) : null;
  return (
    <SectionCard
      title="Certificate progress"
      busy={loading}
      error={failed ? 'Your progress could not be loaded.' : undefined}
    >
      {loading ? (
        <LoadingShape label="Loading your certificate progress">
          <Typography component="p" variant="h3" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
            <Skeleton width="35%" />
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, mb: 1.5 }}>
            <Skeleton width="55%" />
          </Typography>
          <Skeleton variant="rounded" height={10} />
          <Typography variant="caption" component="p" sx={{ mt: 1 }}>
            <Skeleton width="90%" />
          </Typography>
        </LoadingShape>
      ) : summary.kind === 'unavailable' ? (
        <EmptyMessage>{REQUIREMENTS_UNAVAILABLE}</EmptyMessage>
      ) : summary.kind === 'nothing-required' ? (
        <EmptyMessage>{NOTHING_REQUIRED}</EmptyMessage>
      ) : (
        <>
          <Typography component="p" variant="h3" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
            {summary.percentage}%
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }}>
            {summary.earnedText}
            {summary.complete && ' · requirements met'}
          </Typography>
          <ProgressMeter
            percentage={summary.percentage}
            label="Certificate progress"
            valueText={`${summary.percentage}%, ${summary.earnedText}`}
            describedBy={doneId}
            title={summary.doneText}
            complete={summary.complete}
          />
          <Typography id={doneId} variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {summary.doneText}
          </Typography>
          {prediction && <PredictionNote summary={predictionSummary(prediction)} />}
        </>
      )}
      <IssuedCertificate />
    </SectionCard>
  );
}
