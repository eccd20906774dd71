import { isCertificateComplete } from '@peer-coaching/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProgressMeter } from '../../../components/ProgressMeter.tsx';
import { earnedText } from '../../../components/certificate-summary.ts';
import type { PeerProgressRow } from '../../../components/peer-progress.ts';

/** A thin bar and the percentage for one peer; a dash when there is nothing to measure. */
export function PeerProgressCell({ row }: { row: PeerProgressRow }) {
  const { progress } = row;
  if (!progress || progress.required === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <span aria-hidden>—</span>
        <Box component="span" sx={{ ml: 1 }}>
          No requirements
        </Box>
      </Typography>
    );
  }
  const earned = earnedText(progress.earned, progress.required);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 80 }}>
        <ProgressMeter
          percentage={progress.percentage}
          label={`${row.name}: certificate progress`}
          valueText={`${progress.percentage}%, ${earned}`}
          title={earned}
          complete={isCertificateComplete(progress)}
          thickness={6}
        />
      </Box>
      <Typography variant="body2" sx={{ minWidth: '4.5ch', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {progress.percentage}%
      </Typography>
    </Box>
  );
}
