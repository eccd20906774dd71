import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
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
  onMark: ((status: 'attended' | 'registered') => void) | null;
}

/** One peer: name, status in words, apology, absence pattern, and the mark button. */
export function RosterRow({ peer, busy, divider, onMark }: RosterRowProps) {
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
          onClick={() => onMark(next)}
          aria-label={`Mark ${peer.name} ${next}`}
          sx={{ flexShrink: 0, minWidth: '9.5rem' }}
        >
          {next === 'attended' ? 'Mark attended' : 'Mark registered'}
        </Button>
      )}
    </ListItem>
  );
}
