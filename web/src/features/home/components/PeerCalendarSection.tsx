import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import {
  type AttendanceRecord,
  type CalendarEvent,
  peerCalendar,
  type PeerCalendarEvent,
  peerEventStatusName,
} from '@peer-coaching/domain';
import { RECENT_LIMIT, splitPeerCalendar, UPCOMING_LIMIT } from '../calendar-sections.ts';
import { EVENT_SWATCHES, peerEventLabel } from '../../../components/event-label.ts';
import { formatEventWhen } from '../../../components/event-time.ts';
import { EventRow, EventRowSkeleton } from '../../../components/EventRow.tsx';
import { EmptyMessage, LoadingShape } from '../../../components/SectionStates.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';

interface PeerCalendarSectionProps {
  events: CalendarEvent[];
  records: Pick<AttendanceRecord, 'event_id' | 'status'>[];
  now: Date;
  loading: boolean;
  /** The data could not be loaded (the alert banner says which message of the spec). */
  failed?: boolean;
}

/** "Next up": what is ahead on the peer's calendar, then the last past events and their status. */
export function PeerCalendarSection({ events, records, now, loading, failed = false }: PeerCalendarSectionProps) {
  const { upcoming, recent } = splitPeerCalendar(peerCalendar(events, records, now), now);
  return (
    <SectionCard title="Next up" busy={loading} error={failed ? 'Your events could not be loaded.' : undefined}>
      {loading ? (
        <CalendarSkeleton />
      ) : (
        <>
          {upcoming.length === 0 ? (
            <EmptyMessage>No upcoming events</EmptyMessage>
          ) : (
            <EventList events={upcoming} now={now} />
          )}
          {recent.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle2" sx={{ color: 'text.secondary', mt: 2.5 }}>
                Recent
              </Typography>
              <EventList events={recent} now={now} compact />
            </>
          )}
        </>
      )}
    </SectionCard>
  );
}

interface EventListProps {
  events: PeerCalendarEvent<CalendarEvent>[];
  now: Date;
  compact?: boolean;
}

function EventList({ events, now, compact = false }: EventListProps) {
  return (
    <List disablePadding>
      {events.map((event, index) => (
        <EventRow
          key={event.id}
          eventId={event.id}
          status={peerEventStatusName(event, event.status === 'absent' ? 'registered' : event.status, now)}
          title={event.title}
          when={formatEventWhen(event)}
          startsAt={event.start_date}
          location={event.location}
          swatch={EVENT_SWATCHES[event.color]}
          statusLabel={peerEventLabel(event, now)}
          divider={index < events.length - 1}
          compact={compact}
        />
      ))}
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
