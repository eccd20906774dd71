/**
 * What the peer's full calendar draws: each shown event with its status from the event-status
 * machine, the colour of that status, and the status in words; and the legend of those colours.
 */
import { COLOR_OF_STATUS, type CalendarEvent, type EventColor } from '@peer-coaching/domain';
import { PEER_EVENT_LABELS, peerStatusLabel } from '../../components/event-label.ts';
import type { CalendarItem } from '../../components/calendar/calendar-items.ts';
import type { PeerEventStatus } from '../events/index.ts';

export function peerCalendarItems(
  events: readonly Pick<CalendarEvent, 'id' | 'title' | 'start_date' | 'end_date'>[],
  statuses: ReadonlyMap<string, PeerEventStatus>,
): CalendarItem[] {
  return events.flatMap((event) => {
    const status = statuses.get(event.id);
    if (!status) return [];
    return [
      {
        id: event.id,
        title: event.title,
        start: event.start_date,
        // A deadline is a moment; FullCalendar draws an event without length as a point in time.
        end: event.end_date.getTime() > event.start_date.getTime() ? event.end_date : event.start_date,
        status: status.name,
        color: COLOR_OF_STATUS[status.name],
        statusLabel: peerStatusLabel(status),
      },
    ];
  });
}

/** Section 4's colours of a peer's calendar, in the order a peer meets them. */
const LEGEND_ORDER: readonly EventColor[] = ['green', 'orange', 'blue', 'red', 'yellow', 'grey'];

export const PEER_LEGEND = LEGEND_ORDER.map((color) => ({ color, label: PEER_EVENT_LABELS[color] }));
