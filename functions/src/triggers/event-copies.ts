/**
 * What follows an event: the calendars of the cohorts it was or is in (cohort_calendars), and the
 * `activity` and `group` its attendance records copy (the attendance trigger then recounts).
 * Both rebuild from the documents as they are now, so retries and late deliveries are harmless.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { syncCohortCalendars } from '../data/calendars.ts';
import { eventCopiesChanged, syncEventAttendance } from '../data/denormalise.ts';

type EventFields = { cohorts?: unknown; activity?: unknown; group?: unknown } | undefined;

/** The trigger's work for one delivery of a write to events/{eventId}. */
export async function eventWritten(eventId: string, before: EventFields, after: EventFields): Promise<void> {
  await Promise.all([
    syncCohortCalendars(before, after),
    eventCopiesChanged(before, after) ? syncEventAttendance(eventId) : undefined,
  ]);
}

export const onEventWritten = onDocumentWritten({ document: 'events/{eventId}', retry: true }, (event) =>
  eventWritten(event.params.eventId, event.data?.before.data(), event.data?.after.data()),
);
