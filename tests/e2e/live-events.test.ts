/**
 * Events beyond one browser (issue 8): an event a facilitator creates on /event appears in the
 * peer's open calendar without a reload, and the calendar files the peer takes away, one event's
 * .ics and the personal subscription feed, read as iCalendar with a real parser (ical.js) and hold
 * the right events at the right instants in America/New_York.
 */
import { DISPLAY_TIMEZONE, sharedCohortIds, type User } from '@peer-coaching/domain';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../api/support/ical.ts';
import { adminDb, eventually } from '../support/admin.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import {
  createEvent,
  DAY,
  DEMO_FACILITATOR,
  DEMO_PEER,
  demoToken,
  expectNotReloaded,
  markDocument,
} from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);

const signedInPage = signedInPages(newPage);

/** The New York month of an instant, e.g. "2026-11". */
const nyMonth = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIMEZONE, year: 'numeric', month: '2-digit' }).format(date);

/** The event's id from the iCalendar UID the app writes (`<id>@<domain>`). */
const idOfUid = (uid: string) => uid.slice(0, uid.lastIndexOf('@'));

describe('an event created on /event', () => {
  it("appears in the peer's open calendar without a reload", async () => {
    const peer = await signedInPage(DEMO_PEER.email, '/?view=calendar');
    const calendar = peer.getByRole('region', { name: 'Your calendar' });
    await calendar.locator('[data-event-id]').first().waitFor({ timeout: 20_000 });
    const mark = await markDocument(peer);

    const staff = await signedInPage(DEMO_FACILITATOR.email, '/event');
    await staff.getByRole('button', { name: 'New event' }).click();
    const form = staff.getByRole('dialog', { name: 'New event' });
    const title = `Drop-in clinic ${Date.now()}`;
    // The form's defaults: a check-in at the next whole hour, for the facilitator's current cohort
    // (the demo peer's).
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('button', { name: 'Create event' }).click();
    await form.waitFor({ state: 'hidden', timeout: 15_000 });

    const created = await eventually(async () => {
      const found = await adminDb.collection('events').where('title', '==', title).get();
      return found.docs[0];
    });
    expect(created.get('cohorts')).toContain(DEMO_PEER.cohort);
    // Near the end of a month the next whole hour may be in the next one: show that month.
    const start = created.get('start_date').toDate() as Date;
    if (nyMonth(start) !== nyMonth(new Date())) await calendar.locator('.fc-next-button').click();

    const drawn = calendar.locator(`[data-event-id="${created.id}"]`);
    await drawn.first().waitFor({ timeout: 15_000 });
    expect(await drawn.first().textContent()).toContain(title);
    await expectNotReloaded(peer, mark);
    await Promise.all([peer.context().close(), staff.context().close()]);
  });
});

describe('calendar files', () => {
  it('"Add to calendar" downloads the event as iCalendar, at its instant in New York time', async () => {
    const title = `Office hours ${Date.now()}`;
    const id = await createEvent(await demoToken(DEMO_FACILITATOR.email), {
      title,
      startsIn: 3 * DAY,
      kind: 'office_hours',
      activity: 'office_hours',
    });
    const event = (await adminDb.doc(`events/${id}`).get()).data()!;

    const peer = await signedInPage(DEMO_PEER.email, `/?view=calendar&event=${id}`);
    const details = peer.getByRole('dialog', { name: title });
    await details.waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([
      peer.waitForEvent('download'),
      details.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const file = parseCalendar(await readFile((await download.path())!, 'utf8'));

    expect(file.timezones).toContain(DISPLAY_TIMEZONE);
    expect(file.events).toHaveLength(1);
    const [only] = file.events;
    expect(idOfUid(only!.uid)).toBe(id);
    expect(only!.summary).toBe(title);
    expect(only!.tzid).toBe(DISPLAY_TIMEZONE);
    expect(only!.start.getTime()).toBe(event.start_date.toDate().getTime());
    expect(only!.end?.getTime()).toBe(event.end_date.toDate().getTime());
    expect(only!.location).toBe(event.location);
    await peer.context().close();
  });

  it("the subscription link from /account serves the peer's events, each at its instant in New York time", async () => {
    const peer = await signedInPage(DEMO_PEER.email, '/account');
    await peer.getByRole('button', { name: 'Show my subscription link' }).click();
    const link = peer.getByRole('textbox', { name: 'Your calendar link' });
    await link.waitFor({ timeout: 15_000 });
    const url = await link.inputValue();
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/public\//);

    // A calendar app fetches it without signing in.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const file = parseCalendar(await response.text());

    // What the peer's calendar holds: every event of their shared cohorts, and nothing else.
    const user = (await adminDb.doc(`users/${DEMO_PEER.uid}`).get()).data() as User;
    const events = await adminDb
      .collection('events')
      .where('cohorts', 'array-contains-any', sharedCohortIds(user))
      .get();
    const expected = new Map(events.docs.map((doc) => [doc.id, doc.data()]));
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(file.events.map((e) => idOfUid(e.uid)))).toEqual(new Set(expected.keys()));
    expect(file.timezones).toContain(DISPLAY_TIMEZONE);
    for (const parsed of file.events) {
      const stored = expected.get(idOfUid(parsed.uid))!;
      expect(parsed.tzid, parsed.uid).toBe(DISPLAY_TIMEZONE);
      expect(parsed.start.getTime(), parsed.uid).toBe(stored.start_date.toDate().getTime());
      // The summary is the title, with the peer's own status after it when it is worth seeing.
      expect(parsed.summary.startsWith(stored.title as string), parsed.uid).toBe(true);
    }
    await peer.context().close();
  });
});
