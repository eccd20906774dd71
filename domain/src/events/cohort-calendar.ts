/**
 * cohort_calendars/{cohortId}: every event of one cohort in one document. The trigger on events
 * and the seed build it with the same function, from whatever events they have at hand, so a
 * rebuild from the events is always the whole truth: repeating it, or running it for deliveries
 * out of order, gives the same document.
 */
import type { CalendarEvent, CohortCalendar } from '../model.ts';

/** What a calendar document holds apart from its id and `updated_at`. */
export type CohortCalendarContent = Pick<CohortCalendar, 'group' | 'events'>;

/** The event's own fields, in a fixed order (a stored event may carry more; the calendar does not). */
export function calendarEntry(event: CalendarEvent): CalendarEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    type: event.type,
    kind: event.kind,
    activity: event.activity,
    group: event.group,
    cohorts: [...event.cohorts],
    start_date: event.start_date,
    end_date: event.end_date,
  };
}

/** By start, then by id, so events that start together always come in the same order. */
export function compareCalendarEvents(a: CalendarEvent, b: CalendarEvent): number {
  return a.start_date.getTime() - b.start_date.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The calendar of `cohortId`: each event whose `cohorts` include it, once (a repeated id keeps
 * its last copy), sorted by start date. `events` may hold events of other cohorts too.
 */
export function buildCohortCalendar(
  events: readonly CalendarEvent[],
  cohortId: string,
  group: string,
): CohortCalendarContent {
  const byId = new Map<string, CalendarEvent>();
  for (const event of events) if (event.cohorts.includes(cohortId)) byId.set(event.id, calendarEntry(event));
  return { group, events: [...byId.values()].sort(compareCalendarEvents) };
}

/** A canonical text of a calendar's content (dates as instants), for comparing two of them. */
function canonical(content: CohortCalendarContent): string {
  return JSON.stringify({ group: content.group, events: content.events.map(calendarEntry) });
}

/**
 * Whether a stored calendar already says what `built` says, so a rebuild can skip the write.
 * `stored` may be anything read back (an older shape, a malformed document): only an exact match
 * of group and events counts as the same.
 */
export function sameCohortCalendar(
  stored: Partial<CohortCalendarContent> | null,
  built: CohortCalendarContent,
): boolean {
  if (!stored || typeof stored.group !== 'string' || !Array.isArray(stored.events)) return false;
  try {
    return canonical(stored as CohortCalendarContent) === canonical(built);
  } catch {
    return false; // an entry without dates, or with values that are not dates
  }
}
