/**
 * The group's e-mails, newest first (docs/emails.md): subject, audience, who wrote it, its state
 * (scheduled, sent, cancelled) and its delivery from the outbox, live; each opens to its text and
 * every recipient's state. A message still waiting can be cancelled.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { GroupEmail } from '@peer-coaching/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog.tsx';
import { useNotify } from '../../../components/Notifications.tsx';
import { EmptyMessage } from '../../../components/SectionStates.tsx';
import { groupEmailCalls, type OutboxEntry } from '../api/group-emails.ts';
import { historyLine, recipientStates } from '../history.ts';

interface EmailHistoryProps {
  emails: readonly GroupEmail[];
  outbox: readonly OutboxEntry[];
}

export function EmailHistory({ emails, outbox }: EmailHistoryProps) {
  const notify = useNotify();
  const [cancelling, setCancelling] = useState<GroupEmail | null>(null);
  const [busy, setBusy] = useState(false);
  if (emails.length === 0) return <EmptyMessage>No group e-mail has been written yet.</EmptyMessage>;
  const byEmail = new Map<string, OutboxEntry[]>();
  for (const message of outbox)
    byEmail.set(message.group_email, [...(byEmail.get(message.group_email) ?? []), message]);

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await groupEmailCalls.cancel(cancelling.id);
      notify('The e-mail was cancelled: nobody will receive it', 'success');
    } catch (error) {
      notify((error as Error).message || 'The e-mail could not be cancelled. Please try again.', 'error');
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  return (
    <Box>
      {emails.map((email) => {
        const mails = byEmail.get(email.id) ?? [];
        const line = historyLine(email, mails);
        const states = recipientStates(mails);
        return (
          <Accordion
            key={email.id}
            disableGutters
            variant="outlined"
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />}>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{email.subject}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  To {email.audience_label} · by {email.created_by_name}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                  <Chip
                    size="small"
                    label={line.status}
                    color={line.tone}
                    variant="outlined"
                    // A long status wraps inside the chip on a phone instead of pushing the row wider.
                    sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                  />
                  <Typography variant="body2">{line.delivery}</Typography>
                </Box>
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
                {email.body}
              </Typography>
              {email.status === 'scheduled' && (
                <Button variant="outlined" color="error" onClick={() => setCancelling(email)}>
                  Cancel this e-mail
                </Button>
              )}
              {email.recipients.length > 0 && (
                <>
                  <Typography variant="subtitle2" component="h3">
                    Recipients
                  </Typography>
                  <List
                    dense
                    disablePadding
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
                      columnGap: 3,
                    }}
                  >
                    {email.recipients.map((r) => (
                      <ListItem key={r.user_id} disableGutters>
                        <ListItemText
                          primary={`${r.name} (${r.email})`}
                          secondary={states.get(r.email) ?? 'Waiting'}
                          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                        />
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this e-mail?"
        text={`“${cancelling?.subject ?? ''}” will not be sent to anyone.`}
        confirmLabel="Cancel the e-mail"
        destructive
        busy={busy}
        onConfirm={cancel}
        onCancel={() => setCancelling(null)}
      />
    </Box>
  );
}
