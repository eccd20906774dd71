/** "Survey responses": how many confirmed peers answered each survey that has opened, as a chart and a table. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { inDisplayZone, overallResponseRate, type SurveyResponseRate } from '@peer-coaching/domain';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ReportTable, shownRate, SURVEY_COLOUR } from './ReportTable.tsx';

export function SurveySection({ rates, csvName }: { rates: readonly SurveyResponseRate[]; csvName: string }) {
  const rated = rates.filter((r) => r.rate !== null);
  return (
    <SectionCard title="Survey responses">
      {rates.length === 0 ? (
        <Typography>No survey has opened in this range yet.</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }} data-report-surveys>
            {shownRate(overallResponseRate(rates))} of the invitations answered, over {rated.length}{' '}
            {rated.length === 1 ? 'survey' : 'surveys'} (make-ups are answered only by those who missed a session).
          </Typography>
          {rated.length > 0 && (
            <Box sx={{ height: Math.max(160, 36 * rated.length + 40) }} aria-hidden>
              <BarChart
                // The chart is aria-hidden (the table beside it holds its figures): no keyboard stop in it.
                disableKeyboardNavigation
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: rated.map((r) => r.title), width: 160 }]}
                xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v} %` }]}
                series={[{ data: rated.map((r) => r.rate ?? 0), color: SURVEY_COLOUR, label: 'Answered (%)' }]}
                hideLegend
                margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
              />
            </Box>
          )}
          <ReportTable
            label="Survey responses"
            head={['Survey', 'Opened', 'Answered', 'Rate']}
            numeric={[2, 3]}
            rows={rates.map((r) => [
              r.title,
              inDisplayZone(r.opens_at).format('YYYY-MM-DD'),
              `${r.responded} of ${r.peers}`,
              r.rate === null ? 'make-up' : shownRate(r.rate),
            ])}
            csvName={`${csvName}-surveys`}
          />
        </>
      )}
    </SectionCard>
  );
}
