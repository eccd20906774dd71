import List from '@mui/material/List';
import { baseEventColor, type CalendarEvent } from '@peer-coaching/domain';
import { EventRow, EventRowSkeleton } from '../../../components/EventRow.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyMessage, LoadingShape } from '../../../components/SectionStates.tsx';
import { BASE_EVENT_LABELS, EVENT_SWATCHES } from '../../../components/event-label.ts';
import { formatEventWhen } from '../../../components/event-time.ts';
import { nextEvents, UPCOMING_EVENTS_SHOWN } from '../upcoming-events.ts';

interface UpcomingEventsSectionProps {
  events: CalendarEvent[];
  now: Date;
  loading: boolean;
  /** The data could not be loaded (the alert banner says which message of the spec). */
  failed?: boolean;
}

/** The cohort's next events (five), in the base colours staff see. */
export function UpcomingEventsSection({ events, now, loading, failed = false }: UpcomingEventsSectionProps) {
  const shown = nextEvents(events, now, UPCOMING_EVENTS_SHOWN);
  return (
    <SectionCard title="Upcoming events" busy={loading} error={failed ? 'The events could not be loaded.' : undefined}>
      {loading ? (
        // The rows to come, as many as will show, drawn as they will be: the section keeps its height.
        <LoadingShape label="Loading events">
          <List disablePadding>
            {Array.from({ length: UPCOMING_EVENTS_SHOWN }, (_, index) => (
              <EventRowSkeleton key={index} divider={index < UPCOMING_EVENTS_SHOWN - 1} />
            ))}
          </List>
        </LoadingShape>
      ) : shown.length === 0 ? (
        <EmptyMessage>No upcoming events</EmptyMessage>
      ) : (
        <List disablePadding>
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
              />
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
