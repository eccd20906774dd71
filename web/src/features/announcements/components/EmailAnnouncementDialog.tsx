/**
 * E-mail an announcement to the confirmed peers of its cohorts through the mail outbox: the dialog
 * first asks the API who would get it (preview), then sends on confirmation. The message is the
 * announcement's title as subject and its Markdown as text.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { peopleCount, type Announcement } from '@peer-coaching/domain';
import { useEffect, useId, useState } from 'react';
import { emailAnnouncement } from '../api/announcement-calls.ts';

interface EmailAnnouncementDialogProps {
  announcement: Announcement;
  onClose: () => void;
  onSent: (count: number) => void;
}

type Recipients = { status: 'loading' } | { status: 'ready'; names: string[] } | { status: 'error'; message: string };

const NAMES_SHOWN = 8;

export function EmailAnnouncementDialog({ announcement, onClose, onSent }: EmailAnnouncementDialogProps) {
  const titleId = useId();
  const [recipients, setRecipients] = useState<Recipients>({ status: 'loading' });
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    emailAnnouncement(announcement.id, true).then(
      (answer) => current && setRecipients({ status: 'ready', names: answer.recipients.map((r) => r.name) }),
      (error: Error) => current && setRecipients({ status: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [announcement.id]);

  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      const answer = await emailAnnouncement(announcement.id, false);
      onSent(answer.recipients.length);
    } catch (error) {
      setSendError((error as Error).message);
      setSending(false);
    }
  };

  const names = recipients.status === 'ready' ? recipients.names : [];
  const more = names.length - NAMES_SHOWN;
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>E-mail this announcement?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          “{announcement.title}” goes by e-mail to the confirmed peers of its cohorts, with its text as written.
        </DialogContentText>
        {recipients.status === 'loading' && <Skeleton aria-label="Finding the recipients" height={48} />}
        {recipients.status === 'error' && <Alert severity="error">{recipients.message}</Alert>}
        {recipients.status === 'ready' && (
          <DialogContentText role="status">
            {peopleCount(names.length)}: {names.slice(0, NAMES_SHOWN).join(', ')}
            {more > 0 ? ` and ${more} more` : ''}.
          </DialogContentText>
        )}
        {sendError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {sendError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending} autoFocus>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          loading={sending}
          disabled={recipients.status !== 'ready' || names.length === 0}
        >
          Send e-mail
        </Button>
      </DialogActions>
    </Dialog>
  );
}
