/** Who may do what with an event, checked against the stored event and cohorts (docs/events.md). */
import {
  attendanceMark,
  peerCohortOf,
  type AttendanceStatus,
  type CalendarEvent,
  type User,
} from '@peer-coaching/domain';
import { writeAttendance, type ReportEntryWriter } from '../../data/events/attendance.ts';
import { getEvent } from '../../data/events/events.ts';
import { notAllowed, notFound } from '../errors.ts';
import { groupOfItemCohorts, staffItem } from '../group-items.ts';

/** The event, or not found. */
export async function existingEvent(id: string): Promise<CalendarEvent> {
  const event = await getEvent(id);
  if (!event) throw notFound(`No event ${id}`);
  return event;
}

/** The event, when the caller runs its group (group-items.ts's checks, for events). */
export async function staffEvent(caller: User, id: string): Promise<CalendarEvent> {
  return staffItem(caller, await getEvent(id), id, 'event');
}

/** The one group of an event's cohorts, which the caller runs; an existing event's stay in its group. */
export function groupOfCohorts(caller: User, cohortIds: string[], keepGroup?: string): Promise<string> {
  return groupOfItemCohorts(caller, cohortIds, 'event', keepGroup);
}

export { peerCohortOf };

/** The peer's cohort for the event (else not allowed): the caller's own business with an event (check-in, apology). */
export function callerCohortFor(caller: User, event: CalendarEvent): string {
  const cohort = peerCohortOf(caller, event);
  if (!cohort) throw notAllowed("You are not a peer of this event's cohorts");
  return cohort;
}

/**
 * Marks a peer for an event (the roster and check-in codes share this): the record
 * `{event}_{user}` with the event's group and activity, and the peer's attendance map, at once.
 * `reportEntry` says who writes the peer's report entry: `now`, before the call answers (staff
 * marking read their own writes on /report), or `by-trigger`, the activities trigger that the mark
 * wakes anyway (a peer's own check-in: nobody reads the report in that call, and a room checking
 * in at once should not pay for each entry twice; docs/load.md).
 */
export async function markAttendance(
  event: CalendarEvent,
  person: User,
  cohort: string,
  status: AttendanceStatus,
  reportEntry: ReportEntryWriter = 'now',
): Promise<string> {
  const record = { ...attendanceMark(event, person.id, cohort, status), updated_at: new Date() };
  await writeAttendance(record, person, reportEntry);
  return record.id;
}
