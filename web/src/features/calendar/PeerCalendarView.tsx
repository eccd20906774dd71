/**
 * The peer's full calendar (`/?view=calendar`): month, week and list views of the events section 4
 * keeps, each in the colour of its event-status actor, a legend of those colours, and the details
 * of an event with its actions (add to calendar, check in, send an apology).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '@peer-coaching/domain';
import { lazy, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CalendarLegend } from '../../components/calendar/CalendarLegend.tsx';
import { ErrorMessage, LoadingRows } from '../../components/SectionStates.tsx';
import { useOwnApologies, type PeerEventStatus } from '../events/index.ts';
import { EventDetailsDialog } from './components/EventDetailsDialog.tsx';
import { PEER_LEGEND, peerCalendarItems } from './peer-calendar-items.ts';

const EventCalendar = lazy(() => import('../../components/calendar/EventCalendar.tsx'));

export interface PeerCalendarViewProps {
  userId: string;
  /** The events of the peer's calendar (section 4's filter), sorted by start. */
  events: readonly CalendarEvent[];
  statuses: ReadonlyMap<string, PeerEventStatus>;
  loading: boolean;
  failed?: boolean;
  homeHref: string;
}

/** `&event=<id>` opens that event's details, so a link can lead straight to them. */
const EVENT_PARAM = 'event';

export function PeerCalendarView({ userId, events, statuses, loading, failed, homeHref }: PeerCalendarViewProps) {
  const [search, setSearch] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(() => search.get(EVENT_PARAM));
  // The parameter has done its work once read: closing the details must not leave it behind.
  useLayoutEffect(() => {
    if (!search.has(EVENT_PARAM)) return;
    const next = new URLSearchParams(search);
    next.delete(EVENT_PARAM);
    setSearch(next, { replace: true });
  }, [search, setSearch]);

  const items = useMemo(() => peerCalendarItems(events, statuses), [events, statuses]);
  const apologies = useOwnApologies(userId);
  const selected = events.find((event) => event.id === selectedId) ?? null;
  const selectedStatus = selected ? statuses.get(selected.id) : undefined;

  return (
    <Box sx={{ width: '100%', maxWidth: 1200, mx: 'auto' }}>
      <title>Your calendar · Peer Coaching Program</title>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: { xs: 2, sm: 3 },
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.625rem', sm: '2.125rem' } }}>
          Your calendar
        </Typography>
        <Button component={RouterLink} to={homeHref} startIcon={<ArrowBackIcon />}>
          Back to home
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ mb: 2 }}>
          <CalendarLegend entries={PEER_LEGEND} />
        </Box>
        {failed ? (
          <ErrorMessage>Your events could not be loaded.</ErrorMessage>
        ) : loading ? (
          <LoadingRows label="Loading your events" rows={6} />
        ) : (
          <Suspense fallback={<LoadingRows label="Loading the calendar" rows={6} />}>
            <EventCalendar items={items} onSelect={setSelectedId} label="Your calendar" />
          </Suspense>
        )}
      </Paper>
      {selected && selectedStatus && (
        <EventDetailsDialog
          event={selected}
          status={selectedStatus}
          apology={apologies.data?.get(selected.id) ?? null}
          apologiesLoading={apologies.status === 'loading'}
          onClose={() => setSelectedId(null)}
        />
      )}
    </Box>
  );
}
