/**
 * The peer's full calendar and calendar subscription (issue 8): the calendar opens from the home,
 * every drawn event carries the status of its event-status machine, an event's details show what
 * the staff wrote as text, its .ics parses, an apology shows as sent from the live listener, and
 * the personal feed of /account serves iCalendar until it is renewed or turned off.
 */
import { inDisplayZone, peerEventStatusName, PEER_EVENT_STATUSES, toApiDate } from '@peer-coaching/domain';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCalendar } from '../api/support/ical.ts';
import { adminDb } from '../support/admin.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import {
  callApi,
  createEvent,
  DAY,
  DEMO_FACILITATOR,
  DEMO_PEER,
  demoToken,
  expectNotReloaded,
  expectStatusShown,
  HOUR,
  markDocument,
  MINUTE,
} from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);

const PHONE = { width: 390, height: 844 };
const stamp = Date.now();
const UNDER_WAY = `Under way ${stamp}`;
const NEXT_WEEK = `Next week <b>${stamp}</b>`;
let underWayId = '';
let nextWeekId = '';

beforeAll(async () => {
  const token = await demoToken(DEMO_FACILITATOR.email);
  underWayId = await createEvent(token, {
    title: UNDER_WAY,
    startsIn: -10 * MINUTE,
    location: 'https://example.org/room?id=4',
    description: 'Bring <script>alert(1)</script> your notes.\nSecond line.',
  });
  nextWeekId = await createEvent(token, {
    title: NEXT_WEEK,
    startsIn: 7 * DAY,
    location: 'javascript:alert(1)',
    kind: 'workshop',
    activity: null,
  });
  // The peer registered for both, as a facilitator marks it.
  for (const event_id of [underWayId, nextWeekId]) {
    const marked = await callApi('/api/facilitator/attendance', {
      method: 'PUT',
      token,
      body: { event_id, user_id: DEMO_PEER.uid, status: 'registered' },
    });
    if (marked.status !== 200) throw new Error(`Registering the peer answered ${marked.status}: ${marked.text}`);
  }
});

async function peerPage(path = '/', viewport?: { width: number; height: number }): Promise<Page> {
  const open = signedInPages((options) => newPage({ ...options, ...(viewport && { viewport }) }));
  return open(DEMO_PEER.email, path === '/' ? undefined : path);
}

/** Every drawn event's id and data-status. */
function drawnStatuses(page: Page) {
  return page
    .locator('[data-event-id]')
    .evaluateAll((elements) =>
      elements.map((e) => ({ id: e.getAttribute('data-event-id')!, status: e.getAttribute('data-status')! })),
    );
}

describe("the peer's calendar", () => {
  it('opens from the home, every event drawn with its status by name', async () => {
    const page = await peerPage();
    const nextUp = page.getByRole('region', { name: 'Next up' });
    await expectStatusShown(page, underWayId, 'in-progress', 20_000);
    for (const { status } of await drawnStatuses(page)) expect(PEER_EVENT_STATUSES).toContain(status);

    await nextUp.getByRole('link', { name: 'Open calendar' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'calendar');
    await page.getByRole('heading', { level: 1, name: 'Your calendar' }).waitFor();
    const calendar = page.getByRole('region', { name: 'Your calendar' });
    await calendar.locator(`[data-event-id="${underWayId}"]`).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('list', { name: 'Colour legend' }).textContent()).toContain('Happening now');

    // Each drawn event's status is the domain's answer for the peer's record (the machine's state).
    const attendance = ((await adminDb.doc(`activities/${DEMO_PEER.uid}`).get()).get('attendance') ?? {}) as Record<
      string,
      'attended' | 'registered'
    >;
    const drawn = await calendar
      .locator('[data-event-id]')
      .evaluateAll((elements) =>
        elements.map((e) => ({ id: e.getAttribute('data-event-id')!, status: e.getAttribute('data-status')! })),
      );
    expect(drawn.length).toBeGreaterThan(0);
    for (const { id, status } of drawn) {
      const event = (await adminDb.doc(`events/${id}`).get()).data()!;
      const timed = { type: event.type, start_date: event.start_date.toDate(), end_date: event.end_date.toDate() };
      expect({ id, status }).toEqual({ id, status: peerEventStatusName(timed, attendance[id] ?? null, new Date()) });
    }

    // Back to the home by its link, without a reload of the data.
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('region', { name: 'Next up' }).waitFor();
    await page.context().close();
  });

  it("opens an event's details from its row on the home", async () => {
    const page = await peerPage();
    const row = page.getByRole('region', { name: 'Next up' }).locator(`[data-event-id="${underWayId}"]`);
    await row.getByRole('link', { name: UNDER_WAY }).click();
    await page.getByRole('dialog', { name: UNDER_WAY }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('view')).toBe('calendar');
    await page.context().close();
  });

  it("shows an event's details, the staff's words as text, and downloads it as an .ics file", async () => {
    const page = await peerPage(`/?view=calendar`);
    const entry = page.getByRole('region', { name: 'Your calendar' }).locator(`[data-event-id="${underWayId}"]`);
    await entry.waitFor({ timeout: 20_000 });
    await entry.click();
    const details = page.getByRole('dialog', { name: UNDER_WAY });
    await details.waitFor();
    expect(await details.locator('[data-status]').getAttribute('data-status')).toBe('in-progress');
    expect(await details.textContent()).toContain('Happening now');
    expect(await details.textContent()).toContain('(New York time)');
    const link = details.getByRole('link', { name: 'https://example.org/room?id=4' });
    expect(await link.getAttribute('href')).toBe('https://example.org/room?id=4');
    expect(await link.getAttribute('rel')).toContain('noopener');
    // The description is text: the tag shows as typed, and no script element was made from it.
    expect(await details.textContent()).toContain('Bring <script>alert(1)</script> your notes.');
    expect(await details.locator('script').count()).toBe(0);
    // Check-in is open during the event.
    await details.getByLabel('Check-in code').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^under-way-\d+\.ics$/);
    const file = parseCalendar(await readFile((await download.path())!, 'utf8'));
    expect(file.events.map((e) => e.summary)).toEqual([UNDER_WAY]);

    // The busy button keeps the focus in the dialog, so the keyboard still reaches it.
    expect(await details.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    // Closing by keyboard gives the focus back to the calendar.
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('sends an apology for a future event and shows it as sent, with the reason as text', async () => {
    const page = await peerPage(`/?view=calendar&event=${nextWeekId}`);
    const details = page.getByRole('dialog', { name: NEXT_WEEK });
    await details.waitFor({ timeout: 20_000 });
    // A location that is not a web address is plain text, never a link.
    expect(await details.textContent()).toContain('javascript:alert(1)');
    expect(await details.getByRole('link').count()).toBe(0);
    // No check-in a week ahead.
    expect(await details.getByLabel('Check-in code').count()).toBe(0);

    await details.getByRole('button', { name: 'Send apology' }).click();
    const reason = 'Dentist <i>appointment</i>';
    await details.getByLabel('Reason').fill(reason);
    await details.getByRole('button', { name: 'Send apology' }).click();
    await details.getByText('Apology sent').waitFor({ timeout: 15_000 });
    expect(await details.textContent()).toContain(reason);
    const stored = await adminDb.doc(`apologies/${nextWeekId}_${DEMO_PEER.uid}`).get();
    expect(stored.get('reason')).toBe(reason);
    await page.context().close();
  });

  it('fits a phone without sideways scrolling, and opens full-screen details by keyboard', async () => {
    const page = await peerPage(`/?view=calendar`, PHONE);
    const calendar = page.getByRole('region', { name: 'Your calendar' });
    const entry = calendar.locator(`[data-event-id="${underWayId}"]`);
    await entry.waitFor({ timeout: 20_000 });
    // The page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // By keyboard: focus the event and open it with Enter.
    await entry.locator('xpath=ancestor-or-self::*[@tabindex or self::a][1]').focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: UNDER_WAY });
    await details.waitFor();
    const box = await details.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await page.context().close();
  });
});

describe('an evening event that ends after midnight', () => {
  it('is drawn once, on its evening, in the month and the list', async () => {
    // Tomorrow 23:30 to 00:30 in New York, whatever the time of this run.
    const start = inDisplayZone(Date.now()).add(1, 'day').hour(23).minute(30).second(0).millisecond(0);
    const token = await demoToken(DEMO_FACILITATOR.email);
    const title = `Late session ${Date.now()}`;
    const id = await createEvent(token, { title, startsIn: start.valueOf() - Date.now() });
    const page = await peerPage(`/?view=calendar`);
    const calendar = page.getByRole('region', { name: 'Your calendar' });
    const drawn = calendar.locator(`[data-event-id="${id}"]`);
    // The new event reaches the cohort's calendar through the copy trigger: slow on a busy machine.
    await drawn.first().waitFor({ timeout: 60_000 });
    expect(await drawn.count()).toBe(1);
    await calendar.getByRole('tab', { name: 'List' }).click();
    await drawn.first().waitFor();
    expect(await drawn.count()).toBe(1);
    await page.context().close();
  });
});

describe('an event moved by a facilitator', () => {
  it('changes colour on the open calendar at once, without a reload', async () => {
    const token = await demoToken(DEMO_FACILITATOR.email);
    const title = `Moved live ${Date.now()}`;
    const id = await createEvent(token, { title, startsIn: 2 * DAY });
    const registered = await callApi('/api/facilitator/attendance', {
      method: 'PUT',
      token,
      body: { event_id: id, user_id: DEMO_PEER.uid, status: 'registered' },
    });
    expect(registered.status).toBe(200);

    // Its details carry the status too, whichever month the calendar shows.
    const page = await peerPage(`/?view=calendar&event=${id}`);
    // The new event reaches the cohort's calendar through the copy trigger: slow on a busy machine.
    await page.getByRole('dialog', { name: title }).waitFor({ timeout: 60_000 });
    await expectStatusShown(page, id, 'registered');
    const mark = await markDocument(page);

    // Moved to now: under way, so orange (the machine's EVENT_CHANGED).
    const start = new Date(Math.floor((Date.now() - 5 * MINUTE) / 1000) * 1000);
    const moved = await callApi(`/api/facilitator/events/${id}`, {
      method: 'PUT',
      token,
      body: {
        title,
        kind: 'check_in',
        activity: 'check_in',
        cohorts: [DEMO_PEER.cohort],
        start_date: toApiDate(start),
        end_date: toApiDate(new Date(start.getTime() + HOUR)),
        location: '',
        description: '',
      },
    });
    expect(moved.status).toBe(200);
    await expectStatusShown(page, id, 'in-progress');
    await expectNotReloaded(page, mark);
    await page.context().close();
  });
});

describe('the calendar subscription on /account', () => {
  it('shows the personal feed link, which serves the calendar until it is renewed or turned off', async () => {
    const page = await peerPage('/account');
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor({ timeout: 20_000 });
    const profile = page.getByRole('region', { name: 'Profile' });
    expect(await profile.textContent()).toContain(DEMO_PEER.name);
    expect(await profile.textContent()).toContain(DEMO_PEER.email);

    await page.getByRole('button', { name: 'Show my subscription link' }).click();
    const field = page.getByLabel('Your calendar link');
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toMatch(/\/api\/public\/calendar\/.+\.ics$/);
    const first = await field.inputValue();
    const feed = await fetch(first);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(parseCalendar(await feed.text()).events.map((e) => e.summary)).toContain(UNDER_WAY);

    await page.getByRole('button', { name: 'Renew link' }).click();
    await page
      .getByRole('dialog', { name: 'Renew your calendar link?' })
      .getByRole('button', { name: 'Renew link' })
      .click();
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).not.toBe(first);
    const renewed = await field.inputValue();
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(renewed)).status).toBe(200);

    await page.getByRole('button', { name: 'Turn off' }).click();
    await page
      .getByRole('dialog', { name: 'Turn off your calendar link?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await page.getByText('Your subscription link is turned off.').waitFor({ timeout: 15_000 });
    expect((await fetch(renewed)).status).toBe(404);
    await page.context().close();
  });
});
