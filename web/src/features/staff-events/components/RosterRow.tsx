import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { absenceStreakLabel, ROSTER_STATUS_LABELS, type RosterPeer, type RosterStatus } from '../roster.ts';

/** Chip colours as on a peer's calendar: attended blue, registered green, absent red. */
const STATUS_COLOR: Record<RosterStatus, 'info' | 'success' | 'error' | 'default'> = {
  attended: 'info',
  registered: 'success',
  absent: 'error',
  'not-registered': 'default',
};

interface RosterRowProps {
  peer: RosterPeer;
  busy: boolean;
  divider: boolean;
  /** Null where attendance is not taken (a deadline). */
  onMark: ((peer: RosterPeer, status: 'attended' | 'registered') => void) | null;
}

/**
 * A row renders again only when what it shows changed. Every listener's snapshot rebuilds the
 * roster's peers as new objects, and a phone rendered every row of a long roster again for each of
 * them: check-ins arriving one by one would cost the whole list each time.
 */
const sameRow = (before: RosterRowProps, after: RosterRowProps) =>
  before.busy === after.busy &&
  before.divider === after.divider &&
  before.onMark === after.onMark &&
  (Object.keys(after.peer) as (keyof RosterPeer)[]).every((field) => before.peer[field] === after.peer[field]);

/** One peer: name, status in words, apology, absence pattern, and the mark button. */
export const RosterRow = memo(function RosterRow({ peer, busy, divider, onMark }: RosterRowProps) {
  const next = peer.record === 'attended' ? 'registered' : 'attended';
  return (
    <ListItem
      disableGutters
      divider={divider}
      data-user-id={peer.id}
      data-status={peer.status}
      sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1.5, py: 1.25, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{peer.name}</Typography>
        {peer.apology !== null && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              Apologised:
            </Box>{' '}
            {peer.apology}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          <Chip size="small" color={STATUS_COLOR[peer.status]} label={ROSTER_STATUS_LABELS[peer.status]} />
          {peer.flagged && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              icon={<EventBusyIcon aria-hidden />}
              label={absenceStreakLabel(peer.absenceStreak)}
              data-absence-streak={peer.absenceStreak}
            />
          )}
        </Box>
      </Box>
      {onMark && (
        <Button
          size="small"
          variant={next === 'attended' ? 'contained' : 'outlined'}
          loading={busy}
          onClick={() => onMark(peer, next)}
          aria-label={`Mark ${peer.name} ${next}`}
          sx={{ flexShrink: 0, minWidth: '9.5rem' }}
        >
          {next === 'attended' ? 'Mark attended' : 'Mark registered'}
        </Button>
      )}
    </ListItem>
  );
}, sameRow);
