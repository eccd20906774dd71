/**
 * What follows from an event's kind: its spec type, the requirement it usually counts toward, and
 * its label. Kept apart from the event body's schema (event-input.ts), so a page that only shows
 * events (the roster) does not load zod with them.
 */
import type { CalendarEvent, EventKind } from '../model.ts';

/** The spec's type follows from the kind: only a deadline is type deadline. */
export const eventTypeOfKind = (kind: EventKind): CalendarEvent['type'] => (kind === 'deadline' ? 'deadline' : 'other');

/** The requirement each kind usually counts toward: the form's suggestion when a kind is chosen. */
export const DEFAULT_ACTIVITY_OF_KIND: Record<EventKind, CalendarEvent['activity']> = {
  kickoff: 'kickoff',
  check_in: 'check_in',
  office_hours: 'office_hours',
  completion: 'completion',
  coaching: null,
  workshop: null,
  deadline: null,
  other: null,
};

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  kickoff: 'Kickoff',
  check_in: 'Check-in',
  office_hours: 'Office hours',
  coaching: 'Coaching',
  workshop: 'Workshop',
  completion: 'Completion',
  deadline: 'Deadline',
  other: 'Other',
};
