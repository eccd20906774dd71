import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { LoadingRows } from '../../../components/SectionStates.tsx';
import { useCalendarFeed, useRenewCalendarFeed, useRevokeCalendarFeed } from '../api/use-calendar-feed.ts';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog.tsx';

type Confirming = 'renew' | 'revoke' | null;

/**
 * "Calendar subscription": the personal feed URL (under /api/public, unguessable) that Google,
 * Outlook and Apple calendars subscribe to, with Renew link and Turn off. The link is fetched
 * only when asked for: fetching it creates one when there is none.
 */
export function CalendarSubscription() {
  const [wanted, setWanted] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [copied, setCopied] = useState(false);
  const [turnedOff, setTurnedOff] = useState(false);
  const feed = useCalendarFeed(wanted);
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission (an old browser, an insecure origin): the field stays selectable.
      setCopied(false);
    }
  };

  const confirm = () => {
    if (confirming === 'renew') {
      renew.mutate(undefined, { onSuccess: () => setCopied(false) });
    } else if (confirming === 'revoke') {
      revoke.mutate(undefined, {
        onSuccess: () => {
          setWanted(false);
          setTurnedOff(true);
          setCopied(false);
        },
      });
    }
    setConfirming(null);
  };

  const error = feed.error ?? renew.error ?? revoke.error;
  return (
    <SectionCard title="Calendar subscription" busy={feed.isFetching || renew.isPending || revoke.isPending}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Subscribe to your program calendar from Google, Outlook or Apple Calendar, and new or changed events appear
        there by themselves. The link is personal: anyone who has it can see your events.
      </Typography>
      {turnedOff && !wanted && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Your subscription link is turned off. Calendars subscribed to it no longer get updates.
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error.message}
        </Alert>
      )}
      {!wanted ? (
        <Button variant="contained" onClick={() => setWanted(true)}>
          {turnedOff ? 'Turn on with a new link' : 'Show my subscription link'}
        </Button>
      ) : feed.isPending ? (
        <LoadingRows label="Loading your subscription link" rows={1} />
      ) : feed.data ? (
        <>
          <TextField
            label="Your calendar link"
            value={feed.data}
            fullWidth
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url', spellCheck: false },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={copied ? 'Copied' : 'Copy link'}>
                      <IconButton aria-label="Copy link" onClick={() => copy(feed.data)} edge="end">
                        <ContentCopyIcon />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography role="status" variant="body2" sx={{ color: 'success.main', minHeight: '1.5em', mt: 0.5 }}>
            {copied ? 'Link copied' : ''}
          </Typography>
          <Instructions />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button variant="outlined" onClick={() => setConfirming('renew')} disabled={renew.isPending}>
              Renew link
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setConfirming('revoke')}
              disabled={revoke.isPending}
            >
              Turn off
            </Button>
          </Box>
        </>
      ) : null}
      <ConfirmDialog
        open={confirming === 'renew'}
        title="Renew your calendar link?"
        text="The current link stops working at once. Calendars subscribed to it stop updating until you subscribe again with the new link."
        confirmLabel="Renew link"
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title="Turn off your calendar link?"
        text="The link stops working at once, and calendars subscribed to it no longer get updates. You can turn it on again later with a new link."
        confirmLabel="Turn off"
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </SectionCard>
  );
}

const STEPS = [
  {
    app: 'Google Calendar',
    how: 'On a computer, open Google Calendar, press + next to "Other calendars", choose "From URL", paste the link and press "Add calendar".',
  },
  {
    app: 'Outlook',
    how: 'In Outlook on the web, choose "Add calendar", then "Subscribe from web", paste the link, give it a name and press "Import".',
  },
  {
    app: 'Apple Calendar',
    how: 'On a Mac choose File > New Calendar Subscription; on an iPhone, Settings > Calendar > Accounts > Add Account > Other > Add Subscribed Calendar. Paste the link.',
  },
] as const;

function Instructions() {
  return (
    <Box component="ul" sx={{ pl: 2.5, my: 1, display: 'grid', gap: 1 }}>
      {STEPS.map(({ app, how }) => (
        <Typography component="li" variant="body2" key={app}>
          <strong>{app}:</strong> {how}
        </Typography>
      ))}
      <Typography component="li" variant="body2">
        Calendar apps refresh a subscription every few hours, so a change can take a while to show there.
      </Typography>
    </Box>
  );
}
