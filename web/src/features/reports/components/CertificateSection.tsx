/**
 * "Certificate progress": the distribution of the confirmed peers over the dashboard's predictions
 * (met, on track, at risk, cannot qualify with what is scheduled: docs/certificate.md), as a chart
 * and a table naming those who need a word.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PREDICTION_STATUSES, type PredictionStatus } from '@peer-coaching/domain';
import { PREDICTION_TEXT } from '../../../components/certificate-summary.ts';
import { averageProgress, type PeerProgressRow } from '../../../components/peer-progress.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ReportTable } from './ReportTable.tsx';

/** How many peers each prediction has. */
export function predictionCounts(rows: readonly PeerProgressRow[]): Record<PredictionStatus, PeerProgressRow[]> {
  return Object.fromEntries(
    PREDICTION_STATUSES.map((status) => [status, rows.filter((row) => row.prediction?.status === status)]),
  ) as Record<PredictionStatus, PeerProgressRow[]>;
}

export function CertificateSection({ rows, csvName }: { rows: readonly PeerProgressRow[]; csvName: string }) {
  const theme = useTheme();
  const counted = predictionCounts(rows);
  const average = averageProgress(rows);
  const tone = {
    complete: theme.palette.success.main,
    on_track: theme.palette.info.main,
    at_risk: theme.palette.warning.main,
    cannot_qualify: theme.palette.error.main,
  } satisfies Record<PredictionStatus, string>;
  return (
    <SectionCard title="Certificate progress">
      <Typography sx={{ mb: 1 }} data-report-certificate>
        Average progress {average === null ? '—' : `${average} %`}.
      </Typography>
      {rows.length > 0 && (
        <Box sx={{ height: 200 }} aria-hidden>
          <BarChart
            // The chart is aria-hidden (the table beside it holds its figures): no keyboard stop in it.
            disableKeyboardNavigation
            layout="horizontal"
            yAxis={[
              {
                scaleType: 'band',
                data: PREDICTION_STATUSES.map((status) => PREDICTION_TEXT[status].label),
                width: 130,
                colorMap: { type: 'ordinal', colors: PREDICTION_STATUSES.map((status) => tone[status]) },
              },
            ]}
            xAxis={[{ min: 0, tickMinStep: 1 }]}
            series={[{ data: PREDICTION_STATUSES.map((status) => counted[status].length), label: 'Peers' }]}
            hideLegend
            margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
          />
        </Box>
      )}
      <ReportTable
        label="Certificate predictions"
        head={['Prediction', 'Peers', 'Who']}
        numeric={[1]}
        rowKey={(index) => PREDICTION_STATUSES[index]!}
        rows={PREDICTION_STATUSES.map((status) => [
          PREDICTION_TEXT[status].label,
          counted[status].length,
          status === 'at_risk' || status === 'cannot_qualify' ? counted[status].map((p) => p.name).join(', ') : '',
        ])}
        csvName={`${csvName}-certificate`}
      />
    </SectionCard>
  );
}
