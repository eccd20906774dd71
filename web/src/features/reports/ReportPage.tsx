/**
 * /report (docs/reports.md): the current cohort's attendance (per session and per peer, who
 * missed their latest sessions), certificate progress and survey responses, or all the cohorts of
 * the staff member's groups side by side; within a date range; as charts, tables and CSV files.
 * Live, from each cohort's report and calendar documents: two reads per cohort, whatever its size.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { isSandboxGroup, type Cohort } from '@peer-coaching/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingRows } from '../../components/SectionStates.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { StaffPageHeader } from '../../components/StaffPageHeader.tsx';
import { useNotify } from '../../components/Notifications.tsx';
import { useNow } from '../../components/use-now.ts';
import { saveTextFile } from '../../components/save-file.ts';
import { attendanceCsv } from './api/attendance-csv.ts';
import { currentCohortName, useSession } from '../session/index.ts';
import { useCohortReports } from './api/use-cohort-reports.ts';
import { AttendanceSections } from './components/AttendanceSections.tsx';
import { CertificateSection } from './components/CertificateSection.tsx';
import { CohortsOverview } from './components/CohortsOverview.tsx';
import { SurveySection } from './components/SurveySection.tsx';
import { cohortFigures, type DayRange } from './report-figures.ts';

type Scope = 'cohort' | 'all';

/**
 * The program cohorts of the staff member's groups (the top bar's list): not the alumni cohort,
 * and the sandbox's only while working in the sandbox.
 */
function reportedCohorts(cohorts: readonly Cohort[], currentGroup: string | null): Cohort[] {
  return cohorts.filter((c) => !c.alumni && (!isSandboxGroup(c.group) || c.group === currentGroup));
}

export default function ReportPage() {
  const user = useSession((s) => s.context.user)!;
  const allCohorts = useSession((s) => s.context.cohorts);
  const cohortName = useSession((s) => currentCohortName(s.context));
  const cohort = user.current_cohort;
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const scope: Scope = params.get('scope') === 'all' ? 'all' : 'cohort';
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const range: DayRange = { from: from || null, to: to || null };

  const shown = useMemo(() => {
    if (scope === 'all') return reportedCohorts(allCohorts, user.current_group);
    if (!cohort) return [];
    return [
      allCohorts.find((c) => c.id === cohort) ?? {
        id: cohort,
        name: cohortName ?? cohort,
        group: user.current_group ?? '',
      },
    ];
  }, [scope, allCohorts, cohort, cohortName, user.current_group]);
  const reports = useCohortReports(shown);
  const figures = useMemo(
    () =>
      reports.status === 'success'
        ? reports.data.map((data) => ({
            id: data.cohort.id,
            name: data.cohort.name,
            figures: cohortFigures(data, range, now),
          }))
        : null,
    // range is rebuilt each render from from/to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reports, from, to, now],
  );

  const setScope = (next: Scope) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.set('scope', 'all');
        else updated.delete('scope');
        return updated;
      },
      { replace: true },
    );

  return (
    <Box sx={{ width: '100%', maxWidth: 1100, mx: 'auto' }}>
      <StaffPageHeader
        title="Reports"
        overline={scope === 'all' ? 'All my cohorts' : (cohortName ?? undefined)}
        action={scope === 'cohort' && cohort && <CsvButton cohort={cohort} />}
      />
      <Stack spacing={{ xs: 2, sm: 3 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={scope}
            onChange={(_, next: Scope | null) => next && setScope(next)}
            aria-label="Which cohorts"
          >
            <ToggleButton value="cohort" sx={{ px: 2 }}>
              This cohort
            </ToggleButton>
            <ToggleButton value="all" sx={{ px: 2 }}>
              All my cohorts
            </ToggleButton>
          </ToggleButtonGroup>
          <DayField label="From" value={from} onChange={setFrom} />
          <DayField label="To" value={to} onChange={setTo} />
        </Stack>
        {shown.length === 0 ? (
          <Alert severity="info">
            {scope === 'all' ? 'Your groups have no cohorts yet.' : 'Pick a cohort in the top bar to see its reports.'}
          </Alert>
        ) : reports.status === 'error' ? (
          <SectionCard title="Reports" error="The reports could not be loaded. Please reload the page.">
            {null}
          </SectionCard>
        ) : !figures ? (
          <SectionCard title="Reports" busy>
            <LoadingRows label="Loading the reports" />
          </SectionCard>
        ) : scope === 'all' ? (
          <Box data-report-ready>
            <CohortsOverview cohorts={figures} />
          </Box>
        ) : (
          <Stack spacing={{ xs: 2, sm: 3 }} data-report-ready>
            <AttendanceSections report={figures[0]!.figures.attendance} csvName={figures[0]!.id} />
            <CertificateSection rows={figures[0]!.figures.progress} csvName={figures[0]!.id} />
            <SurveySection rates={figures[0]!.figures.surveys} csvName={figures[0]!.id} />
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/** One end of the date range: a New York day, or empty. */
function DayField({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <TextField
      label={label}
      type="date"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** Saves the cohort's attendance as the API's CSV file. */
function CsvButton({ cohort }: { cohort: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveTextFile(`attendance-${cohort}.csv`, await attendanceCsv(cohort), 'text/csv');
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
