/**
 * The current cohort's events for staff: the spec's filter (future by default, past, all), as a
 * list or a calendar, each in the base colours (deadline yellow, upcoming green, started grey).
 */
import AddIcon from '@mui/icons-material/Add';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { baseEventColor, filterStaffEvents, type CalendarEvent, type EventFilter } from '@peer-coaching/domain';
import { lazy, Suspense, useId, type MouseEvent } from 'react';
import { CalendarLegend } from '../../../components/calendar/CalendarLegend.tsx';
import { EventRow, EventRowSkeleton } from '../../../components/EventRow.tsx';
import { StaffPageHeader } from '../../../components/StaffPageHeader.tsx';
import { BASE_EVENT_LABELS, EVENT_SWATCHES } from '../../../components/event-label.ts';
import { formatEventWhen } from '../../../components/event-time.ts';
import { EmptyMessage, ErrorMessage, LoadingRows } from '../../../components/SectionStates.tsx';

// FullCalendar is about 80 KiB gzip: it loads when someone switches to the calendar.
const EventCalendar = lazy(() => import('../../../components/calendar/EventCalendar.tsx'));

export type EventsView = 'list' | 'calendar';

const FILTER_LABELS: Record<EventFilter, string> = { future: 'Future', past: 'Past', all: 'All' };
const EMPTY: Record<EventFilter, string> = {
  future: 'No future events for this cohort',
  past: 'No past events for this cohort',
  all: 'No events for this cohort yet',
};
const LEGEND = (['yellow', 'green', 'grey'] as const).map((color) => ({ color, label: BASE_EVENT_LABELS[color] }));

interface EventsOverviewProps {
  cohortName: string;
  events: CalendarEvent[] | undefined;
  failed: boolean;
  now: Date;
  filter: EventFilter;
  onFilter: (filter: EventFilter) => void;
  view: EventsView;
  onView: (view: EventsView) => void;
  onCreate: () => void;
  /** Opens an event; the href is its address, for a new tab or a copied link. */
  hrefOf: (id: string) => string;
  onOpen: (id: string) => void;
  canCreate: boolean;
}

export function EventsOverview({
  cohortName,
  events,
  failed,
  now,
  filter,
  onFilter,
  view,
  onView,
  onCreate,
  hrefOf,
  onOpen,
  canCreate,
}: EventsOverviewProps) {
  const headingId = useId();
  const shown = events ? filterStaffEvents(events, filter, now) : [];
  const open = (id: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    // A plain click opens it here; a modified click (new tab) keeps the browser's way.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onOpen(id);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 1200, mx: 'auto' }}>
      <StaffPageHeader
        title="Events"
        overline={cohortName}
        action={
          <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={onCreate} disabled={!canCreate}>
            New event
          </Button>
        }
      />
      <Card component="section" variant="outlined" aria-labelledby={headingId}>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            {FILTER_LABELS[filter]} events
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between', mb: 1.5 }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={filter}
              onChange={(_, next: EventFilter | null) => next && onFilter(next)}
              aria-label="Which events"
            >
              {(['future', 'past', 'all'] as const).map((f) => (
                <ToggleButton key={f} value={f} sx={{ px: 2 }}>
                  {FILTER_LABELS[f]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              onChange={(_, next: EventsView | null) => next && onView(next)}
              aria-label="Show as"
            >
              <ToggleButton value="list" sx={{ gap: 0.75, px: 1.5 }}>
                <ViewListIcon fontSize="small" aria-hidden /> List
              </ToggleButton>
              <ToggleButton value="calendar" sx={{ gap: 0.75, px: 1.5 }}>
                <CalendarMonthIcon fontSize="small" aria-hidden /> Calendar
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <Box sx={{ mb: 1 }}>
            <CalendarLegend entries={LEGEND} />
          </Box>
          {failed ? (
            <ErrorMessage>The events could not be loaded.</ErrorMessage>
          ) : !events ? (
            <List disablePadding aria-busy>
              {[0, 1, 2].map((i) => (
                <EventRowSkeleton key={i} divider={i < 2} />
              ))}
            </List>
          ) : view === 'calendar' ? (
            <Suspense fallback={<LoadingRows label="Loading the calendar" rows={1} height={480} />}>
              <EventCalendar
                label={`${FILTER_LABELS[filter]} events of ${cohortName}`}
                onSelect={onOpen}
                items={shown.map((event) => {
                  const color = baseEventColor(event, now);
                  return {
                    id: event.id,
                    title: event.title,
                    start: event.start_date,
                    end: event.end_date,
                    status: color,
                    color,
                    statusLabel: BASE_EVENT_LABELS[color],
                  };
                })}
              />
            </Suspense>
          ) : shown.length === 0 ? (
            <EmptyMessage>{EMPTY[filter]}</EmptyMessage>
          ) : (
            <List disablePadding aria-label={`${FILTER_LABELS[filter]} events`}>
              {shown.map((event, index) => {
                const color = baseEventColor(event, now);
                return (
                  <EventRow
                    key={event.id}
                    eventId={event.id}
                    status={color}
                    title={event.title}
                    when={formatEventWhen(event)}
                    startsAt={event.start_date}
                    location={event.location}
                    swatch={EVENT_SWATCHES[color]}
                    statusLabel={BASE_EVENT_LABELS[color]}
                    divider={index < shown.length - 1}
                    href={hrefOf(event.id)}
                    onOpen={open(event.id)}
                  />
                );
              })}
            </List>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
