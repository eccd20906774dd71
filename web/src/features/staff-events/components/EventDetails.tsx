/**
 * One event for staff (`/event?id=<id>`): what and when, the actions on it, the check-in code
 * while it runs, and the attendance roster.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MailIcon from '@mui/icons-material/Mail';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  baseEventColor,
  EVENT_KIND_LABELS,
  isCheckInOpen,
  type CalendarEvent,
  type CountedActivityType,
} from '@peer-coaching/domain';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { BASE_EVENT_LABELS, EVENT_SWATCHES } from '../../../components/event-label.ts';
import { formatEventWhen } from '../../../components/event-time.ts';
import { ACTIVITY_LABELS } from '../event-form.ts';
import { CheckInPanel } from './CheckInPanel.tsx';
import { RosterSection } from './RosterSection.tsx';

interface EventDetailsProps {
  event: CalendarEvent;
  now: Date;
  cohortNames: Readonly<Record<string, string>>;
  busy: boolean;
  onBack: (e: MouseEvent<HTMLAnchorElement>) => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onEmail: () => void;
}

const isLink = (text: string) => /^https?:\/\/\S+$/i.test(text.trim());

export function EventDetails({
  event,
  now,
  cohortNames,
  busy,
  onBack,
  onEdit,
  onDuplicate,
  onDelete,
  onEmail,
}: EventDetailsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening an event moves focus to its title, so keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), [event.id]);
  const color = baseEventColor(event, now);

  return (
    <Stack spacing={{ xs: 2, sm: 3 }} data-event-id={event.id} data-status={color}>
      <title>{`${event.title} · Events · Peer Coaching Program`}</title>
      <Box>
        <Button component="a" href="/event" onClick={onBack} startIcon={<ArrowBackIcon aria-hidden />} sx={{ ml: -1 }}>
          All events
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderLeft: 6, borderLeftColor: EVENT_SWATCHES[color] }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          {EVENT_KIND_LABELS[event.kind]} · {BASE_EVENT_LABELS[color]}
        </Typography>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h4"
          component="h1"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1.5rem', sm: '2.125rem' },
            overflowWrap: 'anywhere',
            outline: 'none',
          }}
        >
          {event.title}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1.5 }}
        >
          <Fact term="When">
            <time dateTime={event.start_date.toISOString()}>{formatEventWhen(event)}</time> (Eastern)
          </Fact>
          {event.location && (
            <Fact term={isLink(event.location) ? 'Link' : 'Where'}>
              {isLink(event.location) ? (
                <Link href={event.location.trim()} target="_blank" rel="noopener noreferrer">
                  {event.location.trim()}
                </Link>
              ) : (
                event.location
              )}
            </Fact>
          )}
          <Fact term="Cohorts">{event.cohorts.map((id) => cohortNames[id] ?? id).join(', ')}</Fact>
          <Fact term="Counts toward">
            {event.activity ? ACTIVITY_LABELS[event.activity as CountedActivityType] : 'Nothing'}
          </Fact>
        </Box>
        {event.description && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1.5 }}>
            {event.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" startIcon={<EditIcon aria-hidden />} onClick={onEdit} disabled={busy}>
            Edit
          </Button>
          <Button variant="outlined" startIcon={<ContentCopyIcon aria-hidden />} onClick={onDuplicate} loading={busy}>
            Duplicate
          </Button>
          <Button variant="outlined" startIcon={<MailIcon aria-hidden />} onClick={onEmail} disabled={busy}>
            E-mail participants
          </Button>
          <Button color="error" startIcon={<DeleteIcon aria-hidden />} onClick={onDelete} disabled={busy}>
            Delete
          </Button>
        </Box>
      </Paper>
      {isCheckInOpen(event, now) && <CheckInPanel eventId={event.id} />}
      <RosterSection event={event} now={now} />
    </Stack>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
