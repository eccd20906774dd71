/**
 * What follows an event: the calendars of the cohorts it was or is in (cohort_calendars), the
 * `activity` and `group` its attendance records copy (the attendance trigger then recounts), and,
 * when it joins or leaves cohorts, its attendees' report entries (which keep the attendance of
 * their cohort's events only). All rebuild from the documents as they are now, so retries and
 * late deliveries are harmless.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { syncCohortCalendars } from '../data/events/calendars.ts';
import { refreshEventAttendeesReports } from '../data/reports/cohort-reports.ts';
import { eventCopiesChanged, syncEventAttendance } from '../data/denormalise.ts';

type EventFields = { cohorts?: unknown; activity?: unknown; group?: unknown } | undefined;

/** The trigger's work for one delivery of a write to events/{eventId}. */
export async function eventWritten(eventId: string, before: EventFields, after: EventFields): Promise<void> {
  await Promise.all([
    syncCohortCalendars(before, after).then(() =>
      // Created, deleted or moved between cohorts (a new event has no attendees: one read).
      !sameCohorts(before?.cohorts, after?.cohorts) ? refreshEventAttendeesReports(eventId) : 0,
    ),
    eventCopiesChanged(before, after) ? syncEventAttendance(eventId) : undefined,
  ]);
}

/** Whether two stored `cohorts` fields name the same cohorts. */
function sameCohorts(a: unknown, b: unknown): boolean {
  const list = (value: unknown) => (Array.isArray(value) ? [...(value as string[])].sort().join('\n') : '');
  return list(a) === list(b);
}

export const onEventWritten = onDocumentWritten({ document: 'events/{eventId}', retry: true }, (event) =>
  eventWritten(event.params.eventId, event.data?.before.data(), event.data?.after.data()),
);
