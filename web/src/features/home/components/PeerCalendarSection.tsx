import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import { COLOR_OF_STATUS, type CalendarEvent } from '@peer-coaching/domain';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { eventDetailsHref, RECENT_LIMIT, splitPeerCalendar, UPCOMING_LIMIT } from '../calendar-sections.ts';
import { EVENT_SWATCHES, peerStatusLabel } from '../../../components/event-label.ts';
import { formatEventWhen } from '../../../components/event-time.ts';
import { EventRow, EventRowSkeleton } from '../../../components/EventRow.tsx';
import { EmptyMessage, LoadingShape } from '../../../components/SectionStates.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import type { PeerEventStatus } from '../../events/index.ts';

interface PeerCalendarSectionProps {
  /** The peer's calendar: the events section 4 keeps, sorted by start. */
  events: CalendarEvent[];
  /** Each event's status, from its event-status actor. */
  statuses: ReadonlyMap<string, PeerEventStatus>;
  now: Date;
  loading: boolean;
  /** The data could not be loaded (the alert banner says which message of the spec). */
  failed?: boolean;
  /** Where "Open calendar" goes; without it (viewing as a peer) there is no such action. */
  calendarHref?: string;
}

/** "Next up": what is ahead on the peer's calendar, then the last past events and their status. */
export function PeerCalendarSection({
  events,
  statuses,
  now,
  loading,
  failed = false,
  calendarHref,
}: PeerCalendarSectionProps) {
  const { upcoming, recent } = splitPeerCalendar(events, (id) => statuses.get(id)?.name, now);
  return (
    <SectionCard title="Next up" busy={loading} error={failed ? 'Your events could not be loaded.' : undefined}>
      {loading ? (
        <CalendarSkeleton />
      ) : (
        <>
          {upcoming.length === 0 ? (
            <EmptyMessage>No upcoming events</EmptyMessage>
          ) : (
            <EventList events={upcoming} statuses={statuses} calendarHref={calendarHref} />
          )}
          {recent.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle2" sx={{ color: 'text.secondary', mt: 2.5 }}>
                Recent
              </Typography>
              <EventList events={recent} statuses={statuses} calendarHref={calendarHref} compact />
            </>
          )}
        </>
      )}
      {calendarHref && (
        <Button
          component={RouterLink}
          to={calendarHref}
          variant="outlined"
          startIcon={<CalendarMonthIcon />}
          sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
        >
          Open calendar
        </Button>
      )}
    </SectionCard>
  );
}

interface EventListProps {
  events: CalendarEvent[];
  statuses: ReadonlyMap<string, PeerEventStatus>;
  /** With it, each row opens its event's details in the calendar (check in, apologise, .ics). */
  calendarHref?: string;
  compact?: boolean;
}

function EventList({ events, statuses, calendarHref, compact = false }: EventListProps) {
  const navigate = useNavigate();
  // In the app without a page load; a click with a modifier opens a new tab as links do.
  const openInApp = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <List disablePadding>
      {events.map((event, index) => {
        const status = statuses.get(event.id);
        if (!status) return null;
        const href = calendarHref && eventDetailsHref(calendarHref, event.id);
        return (
          <EventRow
            key={event.id}
            eventId={event.id}
            status={status.name}
            title={event.title}
            when={formatEventWhen(event)}
            startsAt={event.start_date}
            location={event.location}
            swatch={EVENT_SWATCHES[COLOR_OF_STATUS[status.name]]}
            statusLabel={peerStatusLabel(status)}
            divider={index < events.length - 1}
            compact={compact}
            href={href}
            onOpen={href ? openInApp(href) : undefined}
          />
        );
      })}
    </List>
  );
}

/** The usual shape of a loaded calendar: a full "upcoming" list, then the recent ones. */
function CalendarSkeleton() {
  return (
    <LoadingShape label="Loading your events">
      <List disablePadding>
        {Array.from({ length: UPCOMING_LIMIT }, (_, index) => (
          <EventRowSkeleton key={index} divider={index < UPCOMING_LIMIT - 1} />
        ))}
      </List>
      <Typography component="p" variant="subtitle2" sx={{ color: 'text.secondary', mt: 2.5 }}>
        Recent
      </Typography>
      <List disablePadding>
        {Array.from({ length: RECENT_LIMIT }, (_, index) => (
          <EventRowSkeleton key={index} compact divider={index < RECENT_LIMIT - 1} />
        ))}
      </List>
    </LoadingShape>
  );
}
