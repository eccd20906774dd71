import EventBusyIcon from '@mui/icons-material/EventBusy';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
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
  before.onMark === after.onMark &&
  (Object.keys(after.peer) as (keyof RosterPeer)[]).every((field) => before.peer[field] === after.peer[field]);

/**
 * The rows' layout, set once on the list: the rows themselves are plain elements with class names.
 * A long roster drew ten styled components per row, and emotion serialising each one's styles was
 * most of the page's first render on a phone (docs/decisions.md, "Rows without styled components").
 */
export const rosterRowsSx = {
  '& .roster-row': {
    display: 'flex',
    alignItems: { xs: 'flex-start', sm: 'center' },
    flexWrap: 'wrap',
    gap: 1.5,
    py: 1.25,
  },
  '& .roster-row + .roster-row': { borderTop: 1, borderColor: 'divider' },
  '& .roster-row-who': { flex: '1 1 12rem', minWidth: 0 },
  '& .roster-row-name': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
  '& .roster-row-apology': { m: 0, typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' },
  '& .roster-row-chips': { display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 },
  '& .roster-row-mark': { flexShrink: 0, minWidth: '9.5rem' },
} as const satisfies SxProps<Theme>;

/** One peer: name, status in words, apology, absence pattern, and the mark button. */
export const RosterRow = memo(function RosterRow({ peer, busy, onMark }: RosterRowProps) {
  const next = peer.record === 'attended' ? 'registered' : 'attended';
  return (
    <li className="roster-row" data-user-id={peer.id} data-status={peer.status}>
      <div className="roster-row-who">
        <p className="roster-row-name">{peer.name}</p>
        {peer.apology !== null && (
          <p className="roster-row-apology">
            <strong>Apologised:</strong> {peer.apology}
          </p>
        )}
        <div className="roster-row-chips">
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
        </div>
      </div>
      {onMark && (
        <Button
          className="roster-row-mark"
          size="small"
          variant={next === 'attended' ? 'contained' : 'outlined'}
          loading={busy}
          onClick={() => onMark(peer, next)}
          aria-label={`Mark ${peer.name} ${next}`}
        >
          {next === 'attended' ? 'Mark attended' : 'Mark registered'}
        </Button>
      )}
    </li>
  );
}, sameRow);
