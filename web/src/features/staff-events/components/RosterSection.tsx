/**
 * Taking attendance: the peers of the event's cohorts with their status, live from the event's
 * attendance records (another facilitator's marks and peers' check-ins arrive by themselves),
 * apologies with their reason, absence patterns, one-by-one and bulk marks, and Undo.
 */
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { currentAbsenceStreak, peerCohortOf, type CalendarEvent } from '@peer-coaching/domain';
import { useCallback, useId, useMemo, useState } from 'react';
import { EmptyMessage, ErrorMessage, LoadingRows } from '../../../components/SectionStates.tsx';
import type { MarkTarget } from '../../../lib/attendance-writes.ts';
import {
  useCohortsActivities,
  useCohortsPeers,
  useGroupCohortsEvents,
  useEventApologies,
  useEventAttendance,
} from '../api/use-roster-data.ts';
import {
  apologisedLeftNote,
  attendedSummary,
  bulkChanges,
  buildRoster,
  rosterCounts,
  type RosterCounts,
  type RosterPeer,
} from '../roster.ts';
import { markLabel, useAttendanceActions } from '../use-attendance-actions.ts';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog.tsx';
import { RosterRow, rosterRowsSx } from './RosterRow.tsx';

type Bulk = 'registered' | 'attended';

export function RosterSection({ event, now }: { event: CalendarEvent; now: Date }) {
  const headingId = useId();
  const attendance = useEventAttendance(event.group, event.id);
  const apologies = useEventApologies(event.group, event.id);
  const peers = useCohortsPeers(event.cohorts);
  const activities = useCohortsActivities(event.group, event.cohorts);
  const cohortEvents = useGroupCohortsEvents(event.group, event.cohorts);
  const targetOf = useCallback(
    (userId: string): MarkTarget => {
      const person = peers.data.find((p) => p.id === userId);
      const cohort = person ? peerCohortOf(person, event) : null;
      if (!cohort) throw new Error("This person is not a peer of the event's cohorts");
      return { event, userId, cohort };
    },
    [event, peers.data],
  );
  const actions = useAttendanceActions(targetOf);
  const { apply } = actions;
  // One function for every row, so a row whose peer did not change is not rendered again.
  const markPeer = useCallback(
    (peer: RosterPeer, status: 'attended' | 'registered') =>
      void apply(markLabel(peer.name, status), [{ userId: peer.id, previous: peer.record, next: status }]),
    [apply],
  );
  const [confirming, setConfirming] = useState<Bulk | null>(null);
  const takesAttendance = event.type !== 'deadline';

  const roster = useMemo(() => {
    const streaks: Record<string, number> = {};
    for (const doc of activities.data ?? []) {
      streaks[doc.id] = currentAbsenceStreak(cohortEvents.data ?? [], doc.attendance ?? {}, now);
    }
    return buildRoster(event, peers.data, attendance.data ?? [], apologies.data ?? [], streaks, now);
  }, [event, peers.data, attendance.data, apologies.data, activities.data, cohortEvents.data, now]);

  const loading = peers.isPending || attendance.status === 'loading' || apologies.status === 'loading';
  const failed = peers.isError || attendance.status === 'error' || apologies.status === 'error';
  const counts = rosterCounts(roster);
  const bulk = confirming ? bulkChanges(roster, confirming) : [];

  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} aria-busy={loading}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Attendance
        </Typography>
        {failed ? (
          <ErrorMessage>The roster could not be loaded.</ErrorMessage>
        ) : loading ? (
          <LoadingRows label="Loading the roster" rows={4} height={48} />
        ) : roster.length === 0 ? (
          <EmptyMessage>No peers in this event&apos;s cohorts yet</EmptyMessage>
        ) : (
          <>
            <Counts counts={counts} />
            {(activities.status === 'error' || cohortEvents.status === 'error') && (
              <Typography variant="body2" sx={{ color: 'error.main' }} data-absence-patterns="failed">
                Absence patterns could not be loaded: {(activities.error ?? cohortEvents.error)?.message}
              </Typography>
            )}
            {takesAttendance && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1.5 }}>
                <Button variant="outlined" size="small" onClick={() => setConfirming('registered')}>
                  Mark all registered
                </Button>
                <Button variant="outlined" size="small" onClick={() => setConfirming('attended')}>
                  Mark everyone attended
                </Button>
                <Button
                  size="small"
                  startIcon={<UndoIcon aria-hidden />}
                  disabled={!actions.canUndo}
                  onClick={() => void actions.undo()}
                  aria-label={actions.lastLabel ? `Undo: ${actions.lastLabel}` : 'Undo'}
                >
                  Undo
                </Button>
              </Box>
            )}
            <List disablePadding aria-label="Peers" sx={rosterRowsSx}>
              {roster.map((peer) => (
                <RosterRow
                  key={peer.id}
                  peer={peer}
                  busy={actions.pending.has(peer.id)}
                  onMark={takesAttendance ? markPeer : null}
                />
              ))}
            </List>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'attended' ? 'Mark everyone attended?' : 'Mark all registered?'}
        text={
          bulk.length === 0
            ? 'Nobody would change.'
            : confirming === 'attended'
              ? `${bulk.length} ${bulk.length === 1 ? 'peer' : 'peers'} not yet marked attended will be marked attended.${apologisedLeftNote(roster)} You can undo this.`
              : `${bulk.length} ${bulk.length === 1 ? 'peer' : 'peers'} without a registration will be registered; attendance already marked stays. You can undo this.`
        }
        confirmLabel={confirming === 'attended' ? 'Mark attended' : 'Register'}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const target = confirming;
          setConfirming(null);
          if (target && bulk.length > 0) {
            void actions.apply(
              target === 'attended' ? `Marked ${bulk.length} attended` : `Registered ${bulk.length}`,
              bulk,
            );
          }
        }}
      />
    </Card>
  );
}

/** "12 attended of 20", then the other statuses; read out as they change (check-ins arriving). */
function Counts({ counts }: { counts: RosterCounts }) {
  const parts = [
    `${counts.registered} registered`,
    `${counts.absent} absent`,
    `${counts.notRegistered} not registered`,
    `${counts.apologised} apologised`,
  ];
  return (
    <Box role="status" aria-live="polite" sx={{ mt: 0.5 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="attendance-summary">
        {attendedSummary(counts)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {parts.join(' · ')}
      </Typography>
    </Box>
  );
}
