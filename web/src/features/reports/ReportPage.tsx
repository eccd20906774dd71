/**
 * /report (docs/reports.md): the current cohort's attendance, per session (a chart and its
 * figures) and per peer (a table), who missed their latest sessions, within a date range, with
 * the CSV export of GET /api/facilitator/reports/attendance. Live: it reads the cohort's calendar
 * document and the peers' activities documents the staff dashboard already listens to.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  attendanceReport,
  CSV_BOM,
  eventColumn,
  inDisplayZone,
  MESSAGES,
  missingLately,
  percent,
  PREDICTION_STATUSES,
  type AttendanceReport,
} from '@peer-coaching/domain';
import { useMemo, useState } from 'react';
import { LoadingRows } from '../../components/SectionStates.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { StaffPageHeader } from '../../components/StaffPageHeader.tsx';
import { useNotify } from '../../components/Notifications.tsx';
import { useNow } from '../../components/use-now.ts';
import { saveTextFile } from '../../components/save-file.ts';
import { api } from '../../lib/api.ts';
import { PREDICTION_TEXT } from '../../components/certificate-summary.ts';
import { averageProgress, peerProgressRows, type PeerProgressRow } from '../../components/peer-progress.ts';
import { useCohortActivities } from '../activities/index.ts';
import { useLiveRequirements } from '../certificate/index.ts';
import { useCohortEvents } from '../events/index.ts';
import { useCohortPeers } from '../people/index.ts';
import { currentCohortName, useAlertOnError, useSession } from '../session/index.ts';

/** A YYYY-MM-DD day in New York, or null when the field is empty. */
const dayOf = (value: string) => (value ? value : null);
const nameOf = (peer: { first_name: string; last_name: string }) => `${peer.first_name} ${peer.last_name}`.trim();
const shown = (rate: number | null) => (rate === null ? '—' : `${rate} %`);

export default function ReportPage() {
  const user = useSession((s) => s.context.user)!;
  const cohortName = useSession((s) => currentCohortName(s.context));
  const cohort = user.current_cohort;
  const now = useNow();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const peers = useCohortPeers(cohort);
  const events = useCohortEvents(cohort ? [cohort] : null);
  const activities = useCohortActivities(user.current_group, cohort);
  const requirements = useLiveRequirements(
    user.current_group,
    useSession((s) => s.context.requirements),
  );
  useAlertOnError(peers.isError, MESSAGES.errorFetchingUsers);
  useAlertOnError(events.status === 'error', MESSAGES.errorGettingEvents);

  const loading = peers.isPending || events.status === 'loading' || activities.status === 'loading';
  const report = useMemo(() => {
    if (!peers.data || events.status !== 'success' || activities.status !== 'success') return null;
    const start = dayOf(from);
    const end = dayOf(to);
    const inRange = events.data.filter((event) => {
      const day = inDisplayZone(event.start_date).format('YYYY-MM-DD');
      return (!start || day >= start) && (!end || day <= end);
    });
    const confirmed = peers.data.filter((peer) => peer.status === 'confirmed');
    return attendanceReport(inRange, confirmed, (id) => activities.data[id]?.attendance, now);
  }, [peers.data, events, activities, from, to, now]);

  return (
    <Box sx={{ width: '100%', maxWidth: 1100, mx: 'auto' }}>
      <StaffPageHeader
        title="Reports"
        overline={cohortName ?? undefined}
        action={cohort && <CsvButton cohort={cohort} />}
      />
      {!cohort ? (
        <Alert severity="info">Pick a cohort in the top bar to see its reports.</Alert>
      ) : (
        <Stack spacing={{ xs: 2, sm: 3 }}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField
              label="From"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="To"
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          {loading || !report ? (
            <SectionCard title="Attendance" busy>
              <LoadingRows label="Loading the attendance" />
            </SectionCard>
          ) : (
            <>
              <Figures report={report} />
              <CertificateSection
                rows={peerProgressRows(
                  (peers.data ?? []).filter((peer) => peer.status === 'confirmed'),
                  requirements,
                  activities.status === 'success' ? activities.data : {},
                  {},
                  { events: events.status === 'success' ? events.data : [], now },
                )}
              />
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}

function Figures({ report }: { report: AttendanceReport }) {
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
          {shown(percent(attended, sessions * report.rows.length))} attended on average.
        </Typography>
        <Box sx={{ height: Math.max(160, 36 * sessions + 40) }} aria-hidden>
          <BarChart
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: report.events.map((e) => e.title), width: 140 }]}
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
        <TableContainer>
          <Table size="small" aria-label="Attendance per session">
            <TableHead>
              <TableRow>
                <TableCell>Session</TableCell>
                <TableCell align="right">Attended</TableCell>
                <TableCell align="right">Rate</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.events.map((event, index) => (
                <TableRow key={event.id}>
                  <TableCell>{eventColumn(event)}</TableCell>
                  <TableCell align="right">{report.perEvent[index]}</TableCell>
                  <TableCell align="right">{shown(percent(report.perEvent[index]!, report.rows.length))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
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
        <TableContainer>
          <Table size="small" aria-label="Attendance per peer">
            <TableHead>
              <TableRow>
                <TableCell>Peer</TableCell>
                <TableCell align="right">Attended</TableCell>
                <TableCell align="right">Rate</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.rows.map((row) => (
                <TableRow key={row.peer.id}>
                  <TableCell>{nameOf(row.peer)}</TableCell>
                  <TableCell align="right">
                    {row.total} of {sessions}
                  </TableCell>
                  <TableCell align="right">{shown(percent(row.total, sessions))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </SectionCard>
    </>
  );
}

/**
 * "Certificate progress": how many confirmed peers are on track, at risk or cannot qualify with what
 * is scheduled (the dashboard's per-peer prediction, docs/certificate.md), and who needs a word.
 */
function CertificateSection({ rows }: { rows: readonly PeerProgressRow[] }) {
  const counted = PREDICTION_STATUSES.map((status) => ({
    status,
    peers: rows.filter((row) => row.prediction?.status === status),
  }));
  const average = averageProgress(rows);
  return (
    <SectionCard title="Certificate progress">
      <Typography sx={{ mb: 1 }} data-report-certificate>
        Average progress {average === null ? '—' : `${average} %`}.
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Certificate predictions">
          <TableHead>
            <TableRow>
              <TableCell>Prediction</TableCell>
              <TableCell align="right">Peers</TableCell>
              <TableCell>Who</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {counted.map(({ status, peers }) => (
              <TableRow key={status} data-prediction={status}>
                <TableCell>{PREDICTION_TEXT[status].label}</TableCell>
                <TableCell align="right">{peers.length}</TableCell>
                <TableCell>
                  {status === 'at_risk' || status === 'cannot_qualify' ? peers.map((p) => p.name).join(', ') : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </SectionCard>
  );
}

/** Saves the cohort's attendance as the API's CSV file. */
function CsvButton({ cohort }: { cohort: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const csv = await api.reportAttendance({ query: { cohort, format: 'csv' } });
      // The client's text decoder drops the byte-order mark Excel needs for accents: put it back.
      saveTextFile(`attendance-${cohort}.csv`, csv.startsWith(CSV_BOM) ? csv : `${CSV_BOM}${csv}`, 'text/csv');
    } catch {
      notify('The report could not be downloaded. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" loading={busy} onClick={() => void download()}>
      Download CSV
    </Button>
  );
}
