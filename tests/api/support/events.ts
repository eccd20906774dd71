/**
 * Events placed relative to the real clock (check-in windows and "not yet started" are about now),
 * written whole with the admin SDK, and what the events suites need around them: role matrices,
 * check-in codes computed from the stored secret, waiting for the triggers.
 */
import { CHECK_IN, checkInWindow, codeFromDigest, type CalendarEvent, type EventBody } from '@peer-coaching/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { adminDb, eventually } from '../../support/admin.ts';
import { call, CALLERS, type Caller } from './world.ts';

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An mgh-a check-in starting `startsIn` ms from now (negative: already started), an hour long. */
export async function eventNow(
  id: string,
  startsIn: number,
  extra: Partial<Omit<CalendarEvent, 'id' | 'start_date' | 'end_date'>> & { durationMs?: number } = {},
): Promise<CalendarEvent> {
  const { durationMs = HOUR, ...fields } = extra;
  const start = new Date(Date.now() + startsIn);
  const event: CalendarEvent = {
    id,
    title: `Event ${id}`,
    description: 'Bring your notes.',
    location: 'Room 2',
    type: 'other',
    kind: 'check_in',
    activity: 'check_in',
    group: 'mgh',
    cohorts: ['mgh-a'],
    start_date: start,
    end_date: new Date(start.getTime() + durationMs),
    ...fields,
  };
  await adminDb.doc(`events/${id}`).set({
    ...event,
    start_date: Timestamp.fromDate(event.start_date),
    end_date: Timestamp.fromDate(event.end_date),
  });
  return event;
}

/** A valid create/update body for cohort mgh-a, next year. */
export function eventBody(extra: Partial<EventBody> = {}): EventBody {
  return {
    title: 'Check-in 26',
    kind: 'check_in',
    activity: 'check_in',
    cohorts: ['mgh-a'],
    start_date: '2027-02-01T12:00:00-05:00',
    end_date: '2027-02-01T13:00:00-05:00',
    location: 'Room 2',
    description: 'Bring your notes.',
    ...extra,
  };
}

/** The code of a window, computed as the functions do, from the secret they stored. */
export async function codeOf(eventId: string, window: number): Promise<string> {
  const secret = (await adminDb.doc(`event_secrets/${eventId}`).get()).get('secret') as string | undefined;
  if (!secret) throw new Error(`No secret stored for ${eventId}`);
  return codeFromDigest(createHmac('sha256', secret).update(String(window)).digest());
}

/**
 * The current window, waited for when less than `marginMs` of it is left, so that a code computed
 * now is still of the same window when the server checks it.
 */
export async function steadyWindow(marginMs = 5_000): Promise<number> {
  const left = CHECK_IN.rotationMs - (Date.now() % CHECK_IN.rotationMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return checkInWindow(new Date());
}

export type Role = Caller | 'anonymous' | 'alumnus';
export const ROLES: readonly Role[] = ['anonymous', ...CALLERS, 'alumnus'];

/**
 * Calls once per role (in ROLES order, each after the previous answered) and expects each role's
 * status; a role missing from `expected` must be refused with 403.
 */
export async function expectRoles(
  tokens: Record<Exclude<Role, 'anonymous'>, string>,
  request: (role: Role) => { path: string; method?: string; body?: unknown },
  expected: Partial<Record<Role, number>>,
) {
  const seen: Partial<Record<Role, number>> = {};
  const want: Partial<Record<Role, number>> = {};
  for (const role of ROLES) {
    const { path, method, body } = request(role);
    const response = await call(path, { method, body, token: role === 'anonymous' ? undefined : tokens[role] });
    seen[role] = response.status;
    want[role] = expected[role] ?? (role === 'anonymous' ? 401 : 403);
    if (response.status >= 400) expect(response.body.error, `${role}: ${path}`).toEqual(expect.any(String));
  }
  expect(seen).toEqual(want);
}

/** A document's data once `ready` accepts it (triggers run a moment after a write). */
export async function settledDoc(path: string, ready: (data: Record<string, unknown> | undefined) => boolean) {
  return eventually(async () => {
    const data = (await adminDb.doc(path).get()).data();
    return ready(data) ? (data ?? null) : undefined;
  });
}

/** The ids of a cohort calendar's events, once `ready` accepts them (the events trigger rebuilds it). */
export async function calendarIds(
  cohortId: string,
  ready: (ids: string[]) => boolean,
  timeoutMs?: number,
): Promise<string[]> {
  return eventually(async () => {
    const events = (await adminDb.doc(`cohort_calendars/${cohortId}`).get()).get('events') as
      { id: string }[] | undefined;
    const ids = (events ?? []).map((e) => e.id);
    return ready(ids) ? ids : undefined;
  }, timeoutMs);
}
