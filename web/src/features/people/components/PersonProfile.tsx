/**
 * A person's profile on /user (docs/users.md): who they are, their certificate progress and
 * prediction, attendance, surveys, apologies and matching partner, all live; Edit, and Deactivate
 * or Reactivate after a confirmation. Full screen on a phone.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  inDisplayZone,
  sharedCohortIds,
  stillNeededText,
  SURVEY_KIND_LABELS,
  type Cohort,
  type User,
} from '@peer-coaching/domain';
import { useId, useState, type ReactNode } from 'react';
import { PREDICTION_TEXT } from '../../../components/certificate-summary.ts';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog.tsx';
import { usePhone } from '../../../components/forms/FormDialog.tsx';
import { useNotify } from '../../../components/Notifications.tsx';
import { ProgressMeter } from '../../../components/ProgressMeter.tsx';
import { EmptyMessage, ErrorMessage, LoadingRows } from '../../../components/SectionStates.tsx';
import { useCohortEvents } from '../../events/index.ts';
import { useCertificateStatus, usePeopleWrites, usePersonRecords } from '../api/use-people.ts';
import { attendanceSummary, ROLE_LABELS, STATUS_LABELS } from '../people-rows.ts';
import { EditPersonDialog } from './EditPersonDialog.tsx';

interface PersonProfileProps {
  /** Null: the id of the address is not among the people of the caller's groups. */
  person: User | null;
  cohorts: readonly Cohort[];
  cohortNames: Readonly<Record<string, string>>;
  caller: User;
  onClose: () => void;
}

const day = (date: Date) => inDisplayZone(date).format('MMM D, YYYY');

export function PersonProfile({ person, cohorts, cohortNames, caller, onClose }: PersonProfileProps) {
  const phone = usePhone();
  const titleId = useId();
  const notify = useNotify();
  const { updateUser } = usePeopleWrites();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const name = person ? `${person.first_name} ${person.last_name}`.trim() || person.email : 'Not found';
  const deactivated = person?.status === 'deactivated';

  const toggleStatus = async () => {
    if (!person) return;
    setBusy(true);
    try {
      await updateUser(person.id, { status: deactivated ? 'confirmed' : 'deactivated' });
      notify(deactivated ? `${name} is active again and can sign in` : `${name} is deactivated`, 'success');
      setConfirming(false);
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {name}
      </DialogTitle>
      {/* Focusable, so that its scrolling works by keyboard even where it holds nothing to focus. */}
      <DialogContent dividers tabIndex={0} aria-label={`Profile of ${name}`}>
        {!person ? (
          <EmptyMessage>This person is not among the people of your groups.</EmptyMessage>
        ) : (
          <Stack spacing={2.5}>
            <Details person={person} cohortNames={cohortNames} />
            {person.role === 'peer' ? (
              <PeerRecords person={person} />
            ) : (
              <EmptyMessage>Staff have no attendance, certificate or surveys.</EmptyMessage>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {person && person.id !== caller.id && (person.role !== 'admin' || caller.role === 'admin') && (
          <>
            <Button color={deactivated ? 'primary' : 'error'} onClick={() => setConfirming(true)}>
              {deactivated ? 'Reactivate' : 'Deactivate'}
            </Button>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
      {person && editing && (
        <EditPersonDialog
          person={person}
          cohorts={cohorts}
          isAdmin={caller.role === 'admin'}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            notify('Profile saved', 'success');
          }}
        />
      )}
      {person && (
        <ConfirmDialog
          open={confirming}
          title={deactivated ? `Reactivate ${name}?` : `Deactivate ${name}?`}
          text={
            deactivated
              ? person.last_login
                ? 'They can sign in again and show among the confirmed people.'
                : 'They can sign in again; they show as invited until their first sign-in.'
              : 'They can no longer sign in and are signed out everywhere. Nothing is deleted: their attendance, surveys and certificate stay, and you can reactivate them.'
          }
          confirmLabel={deactivated ? 'Reactivate' : 'Deactivate'}
          destructive={!deactivated}
          busy={busy}
          onConfirm={() => void toggleStatus()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Dialog>
  );
}

function Details({ person, cohortNames }: { person: User; cohortNames: Readonly<Record<string, string>> }) {
  const cohorts = person.cohort_list.map((id, i) => cohortNames[id] ?? person.cohort[i] ?? id);
  const rows: [string, ReactNode][] = [
    ['E-mail', person.email],
    ['Role', ROLE_LABELS[person.role]],
    ['Cohort', cohorts.join(', ') || 'None yet'],
    ['Department', person.department || 'Not given'],
    ['Alumni community', person.alumni_community ? 'Yes' : 'No'],
    ['Last sign-in', person.last_login ? day(person.last_login) : 'Never'],
  ];
  return (
    <Box>
      <Chip
        size="small"
        label={STATUS_LABELS[person.status]}
        color={person.status === 'confirmed' ? 'success' : person.status === 'invited' ? 'info' : 'default'}
        sx={{ mb: 1 }}
      />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Divider sx={{ mb: 1.5 }} />
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const ATTENDANCE_LABELS = { attended: 'Attended', absent: 'Absent', apologised: 'Absent, apologised' } as const;
const ATTENDANCE_COLORS = { attended: 'primary', absent: 'error', apologised: 'warning' } as const;

function PeerRecords({ person }: { person: User }) {
  const group = person.current_group ?? person.group[0] ?? null;
  const records = usePersonRecords(group, person.id);
  const events = useCohortEvents(sharedCohortIds(person));
  const activities = records.data?.activities ?? null;
  const signature = JSON.stringify(activities ?? {});
  const status = useCertificateStatus(person.id, signature, records.status === 'success');
  const progressId = useId();

  if (records.status === 'error' || events.status === 'error') return <ErrorMessage>Error fetching data</ErrorMessage>;
  if (records.status === 'loading' || events.status === 'loading') {
    return <LoadingRows label="Loading the person's records" rows={3} height={64} />;
  }
  const { apologies, responses } = records.data;
  const eventsById = new Map(events.data.map((e) => [e.id, e] as const));
  const summary = attendanceSummary(
    events.data,
    activities?.attendance ?? {},
    new Set(apologies.map((a) => a.event_id)),
    new Date(),
  );
  const submitted = responses.filter((r) => r.status !== 'draft');

  return (
    <>
      <Section title="Certificate">
        {status.isPending ? (
          <LoadingRows label="Loading the certificate progress" rows={1} height={32} />
        ) : status.isError ? (
          <EmptyMessage>
            {(status.error as { status?: number }).status === 404
              ? 'This group has no certificate requirements.'
              : 'Error getting certificate requirements'}
          </EmptyMessage>
        ) : (
          <Box>
            <Typography id={progressId} variant="body2" sx={{ mb: 0.5 }}>
              {status.data.percentage} % · {status.data.earned} of {status.data.required} activities ·{' '}
              <strong>{PREDICTION_TEXT[status.data.status].label}</strong>
            </Typography>
            <ProgressMeter
              percentage={status.data.percentage}
              label="Certificate progress"
              valueText={`${status.data.percentage} %`}
              describedBy={progressId}
              complete={status.data.status === 'complete'}
            />
            {status.data.status !== 'complete' && stillNeededText(status.data.still_needed) && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                Still needed: {stillNeededText(status.data.still_needed)}.
              </Typography>
            )}
            {status.data.certificate_id && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                Certificate issued.
              </Typography>
            )}
          </Box>
        )}
      </Section>

      <Section title="Attendance">
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {summary.past === 0
            ? 'No past sessions yet.'
            : `${summary.attended} attended, ${summary.absent} absent, ${summary.apologised} absent with an apology, of ${summary.past} past sessions.`}
        </Typography>
        {summary.lines.length > 0 && (
          <List
            dense
            disablePadding
            aria-label="Past sessions, newest first"
            sx={{ maxHeight: 240, overflowY: 'auto' }}
          >
            {summary.lines.map((line) => (
              <ListItem key={line.event.id} disableGutters sx={{ gap: 1 }}>
                <ListItemText primary={line.event.title} secondary={day(line.event.start_date)} />
                <Chip
                  size="small"
                  variant="outlined"
                  color={ATTENDANCE_COLORS[line.status]}
                  label={ATTENDANCE_LABELS[line.status]}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>

      <Section title="Surveys">
        {submitted.length === 0 ? (
          <EmptyMessage>No survey answered yet.</EmptyMessage>
        ) : (
          <List dense disablePadding>
            {submitted.map((response) => (
              <ListItem key={response.id} disableGutters>
                <ListItemText
                  primary={SURVEY_KIND_LABELS[response.kind]}
                  secondary={`${response.status === 'rejected' ? 'Rejected' : 'Submitted'}${
                    response.submitted_at ? ` ${day(response.submitted_at)}` : ''
                  }${response.event_id && eventsById.get(response.event_id) ? ` · ${eventsById.get(response.event_id)!.title}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>

      <Section title="Apologies">
        {apologies.length === 0 ? (
          <EmptyMessage>No apologies sent.</EmptyMessage>
        ) : (
          <List dense disablePadding>
            {[...apologies]
              .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
              .map((apology) => (
                <ListItem key={apology.id} disableGutters>
                  <ListItemText
                    primary={eventsById.get(apology.event_id)?.title ?? apology.event_id}
                    secondary={`${day(apology.created_at)}: ${apology.reason}`}
                  />
                </ListItem>
              ))}
          </List>
        )}
      </Section>

      <Section title="Matching partner">
        <EmptyMessage>No matching round yet.</EmptyMessage>
      </Section>
    </>
  );
}
