/**
 * Whole, valid documents for the trigger suites: the functions read through the collection
 * schemas on the emulators, so a fixture that lacks a field would fail there, not in the test.
 * Dates are Dates; the admin SDK stores them as Timestamps.
 */
import type { AttendanceRecord, CalendarEvent, Cohort, User } from '@peer-coaching/domain';
import { adminDb } from './admin.ts';
import { at, profileDoc } from './profiles.ts';

export { at };

/** A peer of one cohort, for the trigger suites; its sort name follows its last name. */
export function personDoc(
  id: string,
  group: string,
  cohort: string,
  extra: Partial<User> = {},
): Omit<User, 'id'> & { id: string; last_name_lower: string } {
  const last = extra.last_name ?? id;
  return profileDoc(id, 'peer', [group], [cohort], 'triggers.test', {
    last_name_lower: last.toLowerCase(),
    ...extra,
  }) as Omit<User, 'id'> & { id: string; last_name_lower: string };
}

export function cohortDoc(id: string, group: string): Cohort {
  return {
    id,
    name: id.toUpperCase(),
    group,
    alumni: false,
    start_date: at('2026-01-01T05:00:00Z'),
    end_date: at('2026-12-31T05:00:00Z'),
  };
}

export function eventDoc(id: string, cohorts: string[], extra: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id,
    title: `Event ${id}`,
    description: '',
    location: 'Zoom',
    type: 'other',
    kind: 'check_in',
    activity: 'check_in',
    group: 'tg',
    cohorts,
    start_date: at('2026-02-01T17:00:00Z'),
    end_date: at('2026-02-01T18:00:00Z'),
    ...extra,
  };
}

export function attendanceDoc(
  event: Pick<CalendarEvent, 'id' | 'group' | 'activity'>,
  userId: string,
  cohort: string,
  status: AttendanceRecord['status'],
): AttendanceRecord {
  return {
    id: `${event.id}_${userId}`,
    event_id: event.id,
    user_id: userId,
    group: event.group,
    cohort,
    status,
    activity: event.activity,
    updated_at: at('2026-02-01T19:00:00Z'),
  };
}

/** Writes each document at `{collection}/{id}`. */
export async function writeDocs(collection: string, docs: readonly { id: string }[]): Promise<void> {
  await Promise.all(docs.map((d) => adminDb.collection(collection).doc(d.id).set(d)));
}

/** A document's data with every Timestamp, at any depth, as a Date (for comparing with fixtures). */
export async function readWithDates(path: string): Promise<Record<string, unknown> | undefined> {
  const data = (await adminDb.doc(path).get()).data();
  return data === undefined ? undefined : (datesOf(data) as Record<string, unknown>);
}

function datesOf(value: unknown): unknown {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return (value as { toDate(): Date }).toDate();
  }
  if (Array.isArray(value)) return value.map(datesOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, datesOf(item)]));
  }
  return value;
}
