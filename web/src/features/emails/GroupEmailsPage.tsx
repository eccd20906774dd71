/**
 * /user/emails for facilitators and admins (docs/emails.md): the current group's e-mails, newest
 * first, each with its delivery state from the outbox (live), and "Write an e-mail" (to a cohort,
 * the whole group, or a saved filter; now or later; previewed per recipient).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CalendarEvent } from '@peer-coaching/domain';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify } from '../../components/Notifications.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { ErrorMessage, LoadingRows } from '../../components/SectionStates.tsx';
import { StaffPageHeader } from '../../components/StaffPageHeader.tsx';
import { inDisplayZone, peopleCount } from '@peer-coaching/domain';
import { useSession } from '../session/index.ts';
import { useCalendars, useGroupEmails, useOutbox, useSurveys } from './api/group-emails.ts';
import { ComposeDialog } from './components/ComposeDialog.tsx';
import { EmailHistory } from './components/EmailHistory.tsx';

export default function GroupEmailsPage() {
  const user = useSession((s) => s.context.user)!;
  const allCohorts = useSession((s) => s.context.cohorts);
  const groups = useSession((s) => s.context.groups);
  const scopeLoaded = useSession((s) => !s.hasTag('loading-user'));
  const notify = useNotify();
  // When the compose dialog opened (its absent filter lists the events started by then), or null.
  const [composing, setComposing] = useState<number | null>(null);

  const groupId = scopeLoaded ? user.current_group : null;
  // Facilitators' sessions hold no group names (admins' do): the id then.
  const group = { id: groupId ?? '', name: groups.find((g) => g.id === groupId)?.name ?? groupId ?? '' };
  const cohorts = useMemo(
    () => allCohorts.filter((c) => c.group === groupId).sort((a, b) => a.name.localeCompare(b.name)),
    [allCohorts, groupId],
  );
  const emails = useGroupEmails(groupId);
  const sentIds = (emails.data ?? []).filter((e) => e.status === 'sent').map((e) => e.id);
  const outbox = useOutbox(groupId, sentIds);
  const surveys = useSurveys(composing !== null ? groupId : null);
  const calendars = useCalendars(composing !== null ? cohorts.map((c) => c.id) : []);
  const pastEvents = useMemo(() => {
    const now = composing ?? 0;
    const byId = new Map<string, CalendarEvent>();
    for (const calendar of calendars.data ?? []) for (const e of calendar?.events ?? []) byId.set(e.id, e);
    return [...byId.values()]
      .filter((e) => e.start_date.getTime() <= now)
      .sort((a, b) => b.start_date.getTime() - a.start_date.getTime());
  }, [calendars.data, composing]);

  return (
    <>
      <StaffPageHeader
        title="Group e-mails"
        subtitle="Write to a cohort, the whole group, or the people a saved filter finds, now or later."
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button component={RouterLink} to="/user" startIcon={<ArrowBackIcon aria-hidden />}>
              Users
            </Button>
            <Button
              variant="contained"
              startIcon={<EditIcon aria-hidden />}
              onClick={() => setComposing(Date.now())}
              disabled={!groupId}
            >
              Write an e-mail
            </Button>
          </Stack>
        }
      />
      <SectionCard title="Sent and scheduled">
        {emails.status === 'loading' ? (
          <LoadingRows label="Loading the group's e-mails" rows={4} height={64} />
        ) : emails.status === 'error' ? (
          <ErrorMessage>Error fetching data: {emails.error.message}</ErrorMessage>
        ) : (
          <EmailHistory emails={emails.data} outbox={outbox.data ?? []} />
        )}
      </SectionCard>
      {composing !== null && groupId && (
        <ComposeDialog
          group={group}
          cohorts={cohorts}
          defaultCohort={user.current_cohort}
          surveys={(surveys.data ?? []).filter((s) => s.published).sort((a, b) => a.title.localeCompare(b.title))}
          events={pastEvents}
          onClose={() => setComposing(null)}
          onSent={(count, at) => {
            setComposing(null);
            const people = peopleCount(count);
            notify(
              at
                ? `Scheduled for ${inDisplayZone(new Date(at)).format('MMM D, h:mm A')} (New York time): ${people} for now`
                : `Sent: one e-mail each to ${people}`,
              'success',
            );
          }}
        />
      )}
    </>
  );
}
