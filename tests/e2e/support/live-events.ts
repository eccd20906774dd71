/**
 * What the two-browser events suites share: the demo people, the API as a browser calls it (through
 * Hosting, with the person's ID token), events placed around now, and proof that a page changed
 * without being reloaded.
 */
import { toApiDate, type EventBody } from '@peer-coaching/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminDb, idTokenFor } from '../../support/admin.ts';
import { appUrl } from './browser.ts';
import { DEMO_PASSWORD } from './demo.ts';

export const DEMO_PEER = {
  uid: 'demo-peer',
  email: 'peer@demo.test',
  name: 'Jordan Rivera',
  cohort: 'mgh-2026-a',
} as const;
export const DEMO_FACILITATOR = { uid: 'demo-facilitator', email: 'facilitator@demo.test' } as const;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A demo account's ID token, signed in over the Auth emulator's REST API. */
export const demoToken = (email: string) => idTokenFor(email, DEMO_PASSWORD);

/** Calls the API through Hosting (as the browser does); JSON in and out unless the answer is a file. */
export async function callApi(
  path: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown; text: string; type: string }> {
  const response = await fetch(appUrl(path), {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, text, type, body: type.includes('json') ? JSON.parse(text) : text };
}

/**
 * Creates an event of the demo peer's cohort through the API as a facilitator: it starts
 * `startsIn` ms from now (negative: under way) and lasts `durationMs`. Returns its id.
 */
export async function createEvent(
  facilitatorToken: string,
  {
    title,
    startsIn,
    durationMs = HOUR,
    ...extra
  }: { title: string; startsIn: number; durationMs?: number } & Partial<EventBody>,
): Promise<string> {
  // Whole seconds: the API's date format has no milliseconds.
  const start = new Date(Math.floor((Date.now() + startsIn) / 1000) * 1000);
  const body: EventBody = {
    title,
    kind: 'check_in',
    activity: 'check_in',
    cohorts: [DEMO_PEER.cohort],
    start_date: toApiDate(start),
    end_date: toApiDate(new Date(start.getTime() + durationMs)),
    location: 'Room 4, Yawkey Center',
    description: 'Created by the end-to-end suite.',
    ...extra,
  };
  const response = await callApi('/api/facilitator/events', { method: 'POST', token: facilitatorToken, body });
  if (response.status !== 201) throw new Error(`Creating "${title}" answered ${response.status}: ${response.text}`);
  return (response.body as { id: string }).id;
}

/** Marks the page's current document, so that `expectNotReloaded` can tell it is still the same one. */
export async function markDocument(page: Page): Promise<string> {
  const mark = `e2e-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    (window as unknown as { __e2eDocument?: string }).__e2eDocument = value;
  }, mark);
  return mark;
}

/** Fails when the page was reloaded or navigated away since `markDocument` returned `mark`. */
export async function expectNotReloaded(page: Page, mark: string): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: string }).__e2eDocument)).toBe(mark);
}

/** The data-status of the first element drawing `eventId` (home row or calendar entry); null when none. */
export function shownStatus(page: Page, eventId: string): Promise<string | null> {
  return page
    .locator(`[data-event-id="${eventId}"]`)
    .first()
    .getAttribute('data-status', { timeout: 1000 })
    .catch(() => null);
}

/** Waits until the page draws `eventId` with data-status `status` (the calendar loads lazily: slow on a busy machine). */
export async function expectStatusShown(page: Page, eventId: string, status: string, timeout = 40_000): Promise<void> {
  await expect.poll(() => shownStatus(page, eventId), { timeout }).toBe(status);
}

/**
 * An announcement shown to peers of `cohort` of `group` (manual, visible, first), written straight
 * to Firestore as staff's publish would leave it: what a live page must pick up without a reload.
 */
export async function postAnnouncement(
  id: string,
  text: { title: string; body: string },
  cohort: string,
  group = 'mgh',
) {
  await adminDb.doc(`announcements/${id}`).set({
    id,
    ...text,
    display: 'manual',
    visible: true,
    start_date: null,
    end_date: null,
    order: 0,
    group,
    cohorts: [cohort],
    created_at: new Date(),
  });
}
