import List from '@mui/material/List';
import { baseEventColor, type CalendarEvent } from '@peer-coaching/domain';
import { EventRow } from '../../../components/EventRow.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyMessage, LoadingRows } from '../../../components/SectionStates.tsx';
import { BASE_EVENT_LABELS, EVENT_SWATCHES } from '../../../components/event-label.ts';
import { formatEventWhen } from '../../../components/event-time.ts';
import { nextEvents } from '../upcoming-events.ts';

interface UpcomingEventsSectionProps {
  events: CalendarEvent[];
  now: Date;
  loading: boolean;
  /** The data could not be loaded (the alert banner says which message of the spec). */
  failed?: boolean;
}

/** The cohort's next five events, in the base colours staff see. */
export function UpcomingEventsSection({ events, now, loading, failed = false }: UpcomingEventsSectionProps) {
  const shown = nextEvents(events, now);
  return (
    <SectionCard title="Upcoming events" busy={loading} error={failed ? 'The events could not be loaded.' : undefined}>
      {loading ? (
        <LoadingRows label="Loading events" />
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
