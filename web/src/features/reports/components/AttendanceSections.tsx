/** /report's attendance: per session (a chart and its table), who missed their latest sessions, per peer. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { eventColumn, missingLately, percent, type AttendanceReport } from '@peer-coaching/domain';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ReportTable, shownRate } from './ReportTable.tsx';

const nameOf = (peer: { first_name: string; last_name: string }) => `${peer.first_name} ${peer.last_name}`.trim();

export function AttendanceSections({ report, csvName }: { report: AttendanceReport; csvName: string }) {
  const theme = useTheme();
  const sessions = report.events.length;
  const attended = report.perEvent.reduce((sum, count) => sum + count, 0);
  const missing = missingLately(report);
  if (sessions === 0) {
    return (
      <SectionCard title="Attendance">
        <Typography>No session has ended in this range yet.</Typography>
      </SectionCard>
    );
  }
  return (
    <>
      <SectionCard title="Attendance per session">
        <Typography sx={{ mb: 1 }} data-report-summary>
          {sessions} {sessions === 1 ? 'session' : 'sessions'}, {report.rows.length} peers:{' '}
          {shownRate(percent(attended, sessions * report.rows.length))} attended on average.
        </Typography>
        <Box sx={{ height: Math.max(160, 36 * sessions + 40) }} aria-hidden>
          <BarChart
            // The chart is aria-hidden (the table beside it holds its figures): no keyboard stop in it.
            disableKeyboardNavigation
            layout="horizontal"
            // Titles repeat (office hours): each band is the session's title and day.
            yAxis={[{ scaleType: 'band', data: report.events.map(eventColumn), width: 160 }]}
            xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v} %` }]}
            series={[
              {
                data: report.perEvent.map((count) => percent(count, report.rows.length) ?? 0),
                color: theme.palette.primary.main,
                label: 'Attended (%)',
              },
            ]}
            hideLegend
            margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
          />
        </Box>
        <ReportTable
          label="Attendance per session"
          head={['Session', 'Attended', 'Rate']}
          numeric={[1, 2]}
          rows={report.events.map((event, index) => [
            eventColumn(event),
            report.perEvent[index]!,
            shownRate(percent(report.perEvent[index]!, report.rows.length)),
          ])}
          csvName={`${csvName}-sessions`}
        />
      </SectionCard>
      <SectionCard title="Missed their latest sessions">
        {missing.length === 0 ? (
          <Typography>Nobody missed their last two sessions.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {missing.map(({ peer, missed }) => (
              <li key={peer.id}>
                {nameOf(peer)}: the last {missed} {missed === 1 ? 'session' : 'sessions'}
              </li>
            ))}
          </Box>
        )}
      </SectionCard>
      <SectionCard title="Attendance per peer">
        <ReportTable
          label="Attendance per peer"
          head={['Peer', 'Attended', 'Rate']}
          numeric={[1, 2]}
          rows={report.rows.map((row) => [
            nameOf(row.peer),
            `${row.total} of ${sessions}`,
            shownRate(percent(row.total, sessions)),
          ])}
        />
      </SectionCard>
    </>
  );
}
