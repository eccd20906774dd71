import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CloseIcon from '@mui/icons-material/Close';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import LinkIcon from '@mui/icons-material/Link';
import NotesIcon from '@mui/icons-material/Notes';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { COLOR_OF_STATUS, isCheckInOpen, type Apology, type CalendarEvent } from '@peer-coaching/domain';
import { useId, useState, type ReactNode } from 'react';
import { EVENT_SWATCHES, peerStatusLabel } from '../../../components/event-label.ts';
import { formatEventWhen } from '../../../components/event-time.ts';
import { useNowUntilChange } from '../../../components/use-now.ts';
import { useEventIcs } from '../api/event-actions.ts';
import type { PeerEventStatus } from '../../events/index.ts';
import { canApologise, icsFileName, locationUrl, nextDetailsChange } from '../event-details.ts';
import { saveTextFile } from '../../../components/save-file.ts';
import { ApologyForm } from './ApologyForm.tsx';
import { CheckedIn, CheckInForm } from './CheckInForm.tsx';

interface EventDetailsDialogProps {
  event: CalendarEvent;
  status: PeerEventStatus;
  /** The peer's apology for this event, live; null when none was sent. */
  apology: Apology | null;
  apologiesLoading: boolean;
  onClose: () => void;
}

/**
 * One event of the peer's calendar: when (New York time), where, what, the peer's own status, and
 * what they can do about it now. Full screen on a phone. All text the staff wrote is rendered as
 * text; a location is a link only when it is an http(s) address.
 */
export function EventDetailsDialog({ event, status, apology, apologiesLoading, onClose }: EventDetailsDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // Check-in and apologies open and close with time: one timer to the next such instant.
  const now = useNowUntilChange((at) => nextDetailsChange(event, at));
  const url = locationUrl(event.location);
  const checkInOpen = isCheckInOpen(event, now);
  const apologyPossible = canApologise(event, now) && status.name !== 'attended';

  return (
    <Dialog open onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {event.title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Box
          data-event-id={event.id}
          data-status={status.name}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mb: 2 }}
        >
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: EVENT_SWATCHES[COLOR_OF_STATUS[status.name]] }}
          />
          <Typography sx={{ fontWeight: 700 }}>
            <Box component="span" sx={visuallyHidden}>
              Your status:{' '}
            </Box>
            {peerStatusLabel(status)}
          </Typography>
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          <Detail icon={<AccessTimeIcon />} term="When">
            <time dateTime={event.start_date.toISOString()}>{formatEventWhen(event)}</time> (New York time)
          </Detail>
          {event.location.trim() && (
            <Detail icon={url ? <LinkIcon /> : <PlaceIcon />} term={url ? 'Link' : 'Place'}>
              {url ? (
                <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                  {event.location.trim()}
                </Link>
              ) : (
                event.location
              )}
            </Detail>
          )}
          {event.description.trim() && (
            <Detail icon={<NotesIcon />} term="About">
              <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {event.description}
              </Box>
            </Detail>
          )}
        </Box>

        {checkInOpen && (
          <Section title="Check in">
            {/* Attended, by a code or a facilitator's mark: the live status says so, whoever was first. */}
            {status.name === 'attended' ? <CheckedIn /> : <CheckInForm eventId={event.id} />}
          </Section>
        )}
        <ApologySection eventId={event.id} apology={apology} loading={apologiesLoading} possible={apologyPossible} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <AddToCalendarButton event={event} />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, alignItems: 'start' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box>
        <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {term}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface ApologySectionProps {
  eventId: string;
  apology: Apology | null;
  loading: boolean;
  /** The event is ahead and not a deadline. */
  possible: boolean;
}

function ApologySection({ eventId, apology, loading, possible }: ApologySectionProps) {
  const [writing, setWriting] = useState(false);
  // Sent: waiting for the listener to bring the stored apology.
  const [sent, setSent] = useState(false);
  if (apology && !writing) {
    return (
      <Section title="Apology">
        <Alert severity="info" icon={<EventAvailableIcon />}>
          <Typography sx={{ fontWeight: 700 }}>Apology sent</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {apology.reason}
          </Typography>
        </Alert>
        {possible && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setWriting(true)}>
            Change the reason
          </Button>
        )}
      </Section>
    );
  }
  if (!possible || loading) return null;
  if (sent && !writing) {
    return (
      <Section title="Apology">
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          Sending your apology…
        </Typography>
      </Section>
    );
  }
  return (
    <Section title="Can't make it?">
      {writing ? (
        <ApologyForm
          eventId={eventId}
          onSent={() => {
            setSent(true);
            setWriting(false);
          }}
          onCancel={() => setWriting(false)}
        />
      ) : (
        <Button variant="outlined" onClick={() => setWriting(true)}>
          Send apology
        </Button>
      )}
    </Section>
  );
}

/** Downloads this event as an .ics file from the API. */
function AddToCalendarButton({ event }: { event: Pick<CalendarEvent, 'id' | 'title'> }) {
  const download = useEventIcs(event.id, (ics) => saveTextFile(icsFileName(event.title), ics, 'text/calendar'));
  return (
    <Box sx={{ mr: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {/* Busy but not disabled: a disabled button drops the keyboard focus out of the dialog, so
          Escape or Tab pressed while the file is prepared would go nowhere. */}
      <Button
        variant="contained"
        aria-disabled={download.isPending}
        onClick={() => {
          if (!download.isPending) download.mutate();
        }}
      >
        {download.isPending ? 'Preparing…' : 'Add to calendar'}
      </Button>
      {download.isError && (
        <Typography role="alert" variant="caption" sx={{ color: 'error.main', mt: 0.5 }}>
          {download.error.message}
        </Typography>
      )}
    </Box>
  );
}
