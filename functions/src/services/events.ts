/** Who may do what with an event, checked against the stored event and cohorts (docs/events.md). */
import {
  attendanceMark,
  peerCohortOf,
  staffesGroup,
  type AttendanceStatus,
  type CalendarEvent,
  type User,
} from '@peer-coaching/domain';
import { writeAttendance } from '../data/attendance.ts';
import { getEvent } from '../data/events.ts';
import { getCohorts } from '../data/groups.ts';
import { invalidInput, notAllowed, notFound } from './errors.ts';

/** The event, or 404. */
export async function existingEvent(id: string): Promise<CalendarEvent> {
  const event = await getEvent(id);
  if (!event) throw notFound(`No event ${id}`);
  return event;
}

/** The event, when the caller runs its group: 404 when unknown, 403 for staff of another group. */
export async function staffEvent(caller: User, id: string): Promise<CalendarEvent> {
  const event = await existingEvent(id);
  if (!staffesGroup(caller, event.group)) throw notAllowed(`You do not run group ${event.group}, the event's group`);
  return event;
}

/**
 * The group of an event's cohorts: every cohort must exist (400), all of one group (400), and the
 * caller must run it (403). When the event exists (`keepGroup`), its cohorts stay in its group.
 */
export async function groupOfCohorts(caller: User, cohortIds: string[], keepGroup?: string): Promise<string> {
  const cohorts = await getCohorts(cohortIds);
  const unknown = cohortIds.filter((id) => !cohorts.some((c) => c.id === id));
  if (unknown.length > 0) throw invalidInput(`cohorts: unknown cohort ${unknown.join(', ')}`);
  const groups = [...new Set(cohorts.map((c) => c.group))];
  if (groups.length > 1) throw invalidInput('cohorts: must all belong to one group');
  const group = groups[0] as string;
  if (!staffesGroup(caller, group)) throw notAllowed(`cohorts: you do not run group ${group}`);
  if (keepGroup !== undefined && group !== keepGroup) {
    throw invalidInput(`cohorts: must belong to group ${keepGroup}, the event's group`);
  }
  return group;
}

export { peerCohortOf };

/** The peer's cohort for the event, or 403: the caller's own business with an event (check-in, apology). */
export function callerCohortFor(caller: User, event: CalendarEvent): string {
  const cohort = peerCohortOf(caller, event);
  if (!cohort) throw notAllowed("You are not a peer of this event's cohorts");
  return cohort;
}

/**
 * Marks a peer for an event (the roster and check-in codes share this): the record
 * `{event}_{user}` with the event's group and activity, and the peer's attendance map, at once.
 */
export async function markAttendance(
  event: CalendarEvent,
  person: User,
  cohort: string,
  status: AttendanceStatus,
): Promise<string> {
  const record = { ...attendanceMark(event, person.id, cohort, status), updated_at: new Date() };
  await writeAttendance(record, person);
  return record.id;
}
