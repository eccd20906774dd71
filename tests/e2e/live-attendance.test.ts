/**
 * Attendance seen live in two browsers (issue 8): a facilitator marks the demo peer on the roster of
 * /event, or the peer checks in with the code the facilitator's screen shows, and the peer's open
 * page turns the event attended without a reload, while the roster shows it too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeOf, steadyWindow } from '../api/support/events.ts';
import { adminDb } from '../support/admin.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import {
  createEvent,
  DEMO_FACILITATOR,
  DEMO_PEER,
  demoToken,
  expectNotReloaded,
  expectStatusShown,
  markDocument,
  MINUTE,
  shownStatus,
} from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);

/** A page signed in as `email`, then at `path` when one is given. */
const signedInPage = signedInPages(newPage);

/** The peer's row on the roster of an open /event?id= page. */
const rosterRow = (staff: Page) => staff.locator(`[data-user-id="${DEMO_PEER.uid}"]`);

/** The first event on the peer's open home that belongs to the peer's cohort, takes attendance and is not attended. */
async function unattendedEventOnHome(peer: Page): Promise<string> {
  await peer.locator('[data-event-id]').first().waitFor({ timeout: 20_000 });
  const rows = await peer
    .locator('[data-event-id]')
    .evaluateAll((elements) =>
      elements.map((e) => ({ id: e.getAttribute('data-event-id')!, status: e.getAttribute('data-status') })),
    );
  for (const row of rows) {
    if (row.status === 'attended') continue;
    const event = (await adminDb.doc(`events/${row.id}`).get()).data();
    if (event?.type !== 'deadline' && (event?.cohorts as string[] | undefined)?.includes(DEMO_PEER.cohort)) {
      return row.id;
    }
  }
  throw new Error(`No unattended event of ${DEMO_PEER.cohort} on the peer's home: ${JSON.stringify(rows)}`);
}

describe('attendance, live in a second browser', () => {
  it("turns the peer's open event attended when a facilitator marks it on the roster", async () => {
    const peer = await signedInPage(DEMO_PEER.email);
    const eventId = await unattendedEventOnHome(peer);
    const mark = await markDocument(peer);

    const staff = await signedInPage(DEMO_FACILITATOR.email, `/event?id=${eventId}`);
    await staff.getByRole('button', { name: `Mark ${DEMO_PEER.name} attended` }).click();

    await expectStatusShown(peer, eventId, 'attended');
    // The status in words too: colour is never the only signal.
    expect(await peer.locator(`[data-event-id="${eventId}"]`).first().textContent()).toMatch(/attended/i);
    await expect.poll(() => rosterRow(staff).getAttribute('data-status'), { timeout: 15_000 }).toBe('attended');
    await expectNotReloaded(peer, mark);

    // And back: registered again, the event leaves blue for a registration's colour at once.
    await staff.getByRole('button', { name: `Mark ${DEMO_PEER.name} registered` }).click();
    await expect
      .poll(() => shownStatus(peer, eventId), { timeout: 15_000 })
      .toMatch(/^(registered|in-progress|absent)$/);
    await expectNotReloaded(peer, mark);
    await Promise.all([peer.context().close(), staff.context().close()]);
  });

  it("checks the peer in with the code on the facilitator's screen, live on both pages; an old code is refused", async () => {
    const title = `Live check-in ${Date.now()}`;
    const eventId = await createEvent(await demoToken(DEMO_FACILITATOR.email), { title, startsIn: -10 * MINUTE });

    const staff = await signedInPage(DEMO_FACILITATOR.email, `/event?id=${eventId}`);
    await staff.getByRole('button', { name: 'Show check-in code' }).click();
    const shownCode = staff.locator('[data-check-in-code]');
    await shownCode.waitFor({ timeout: 15_000 });
    await expect.poll(() => rosterRow(staff).getAttribute('data-status'), { timeout: 15_000 }).not.toBe('attended');

    // The peer's calendar, with the event's details open (`&event=` opens them).
    const peer = await signedInPage(DEMO_PEER.email, `/?view=calendar&event=${eventId}`);
    const details = peer.getByRole('dialog', { name: title });
    await details.waitFor({ timeout: 20_000 });
    const mark = await markDocument(peer);
    const codeField = details.getByLabel('Check-in code');
    const checkIn = details.getByRole('button', { name: 'Check in', exact: true });

    // A code of two windows back: past the minute of grace the previous code keeps. It is made
    // from the secret the facilitator's code came from, as the functions make it.
    const window = await steadyWindow(10_000);
    await codeField.fill(await codeOf(eventId, window - 2));
    await checkIn.click();
    await expect
      .poll(() => details.getByRole('alert').textContent(), { timeout: 15_000 })
      .toMatch(/code .*(wrong|expired)/i);
    expect(await shownStatus(peer, eventId)).not.toBe('attended');
    expect(await rosterRow(staff).getAttribute('data-status')).not.toBe('attended');

    // The code the facilitator's screen shows now.
    const code = await shownCode.getAttribute('data-check-in-code');
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await codeField.fill(code!);
    await checkIn.click();
    await details.getByText('You are checked in.').waitFor({ timeout: 15_000 });

    await expectStatusShown(peer, eventId, 'attended');
    await expect.poll(() => rosterRow(staff).getAttribute('data-status'), { timeout: 15_000 }).toBe('attended');
    await expectNotReloaded(peer, mark);
    await Promise.all([peer.context().close(), staff.context().close()]);
  });
});
