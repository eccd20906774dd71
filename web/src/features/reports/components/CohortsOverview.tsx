/**
 * "All my cohorts": one row per cohort of the staff member's groups, side by side: attendance,
 * certificate progress and its predictions, survey responses (docs/reports.md).
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { overallResponseRate, percent } from '@peer-coaching/domain';
import { averageProgress } from '../../../components/peer-progress.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import type { CohortFigures } from '../report-figures.ts';
import { predictionCounts } from './CertificateSection.tsx';
import { ReportTable, shownRate, SURVEY_COLOUR } from './ReportTable.tsx';

export interface CohortRow {
  id: string;
  name: string;
  figures: CohortFigures;
}

function attendanceRate({ attendance }: CohortFigures): number | null {
  const attended = attendance.perEvent.reduce((sum, count) => sum + count, 0);
  return percent(attended, attendance.events.length * attendance.rows.length);
}

export function CohortsOverview({ cohorts }: { cohorts: readonly CohortRow[] }) {
  const theme = useTheme();
  const figures = cohorts.map(({ id, name, figures: f }) => ({
    id,
    name,
    peers: f.attendance.rows.length,
    attendance: attendanceRate(f),
    progress: averageProgress(f.progress),
    predictions: predictionCounts(f.progress),
    surveys: overallResponseRate(f.surveys),
  }));
  return (
    <SectionCard title="All my cohorts">
      <Box sx={{ height: Math.max(200, 70 * figures.length + 60) }} aria-hidden>
        <BarChart
          // The chart is aria-hidden (the table beside it holds its figures): no keyboard stop in it.
          disableKeyboardNavigation
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: figures.map((f) => f.name), width: 150 }]}
          xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v} %` }]}
          series={[
            { data: figures.map((f) => f.attendance ?? 0), label: 'Attendance', color: theme.palette.primary.main },
            { data: figures.map((f) => f.progress ?? 0), label: 'Average progress', color: theme.palette.success.main },
            {
              data: figures.map((f) => f.surveys ?? 0),
              label: 'Survey responses',
              color: SURVEY_COLOUR,
            },
          ]}
          margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
        />
      </Box>
      <ReportTable
        label="All my cohorts"
        head={[
          'Cohort',
          'Peers',
          'Attendance',
          'Average progress',
          'On track',
          'At risk',
          'Cannot qualify',
          'Met',
          'Survey responses',
        ]}
        numeric={[1, 2, 3, 4, 5, 6, 7, 8]}
        rowKey={(index) => figures[index]!.id}
        rows={figures.map((f) => [
          f.name,
          f.peers,
          shownRate(f.attendance),
          shownRate(f.progress),
          f.predictions.on_track.length,
          f.predictions.at_risk.length,
          f.predictions.cannot_qualify.length,
          f.predictions.complete.length,
          shownRate(f.surveys),
        ])}
        csvName="cohorts"
      />
    </SectionCard>
  );
}
