/**
 * Screenshots of /event into the screenshots' events/ folder: a facilitator running a whole session on a
 * 390 px phone (create it, show the code, watch check-ins arrive, mark the rest, e-mail the
 * absentees), the list at 1280 px light and dark, the dashboard's absence flag and the sandbox.
 * Seeds the demo first, so run it inside the emulators (under the emulator lock), for example:
 *   firebase emulators:exec --only auth,firestore,functions,hosting "npx tsx tests/e2e/support/take-event-screenshots.ts"
 */
import { adminDb, idTokenFor } from '../../support/admin.ts';
import { camera, DESKTOP, PHONE, settle, takeScreenshots } from './screenshots.ts';
import { appUrl, openPage } from './browser.ts';
import { DEMO_PASSWORD, seedDemo, signIn } from './demo.ts';

const COHORT = 'mgh-2026-a';

const shot = camera('events', 400);

async function checkIn(email: string, eventId: string, code: string) {
  const token = await idTokenFor(email, DEMO_PASSWORD);
  const response = await fetch(appUrl('/api/user/check_in'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event_id: eventId, code }),
  });
  if (!response.ok) throw new Error(`${email} could not check in: ${response.status} ${await response.text()}`);
}

/**
 * An absence pattern to show: a peer registered, and never came, for the cohort's three latest
 * sessions whose 24 hours of grace are over (the attendance trigger updates their map). They do
 * not check in below either: an attendance ends a run of absences.
 */
async function missThreeSessions(userId: string) {
  const graceOver = Date.now() - 25 * 60 * 60_000;
  const events = await adminDb.collection('events').where('cohorts', 'array-contains', COHORT).get();
  const settled = events.docs
    .filter((d) => d.get('type') !== 'deadline' && d.get('end_date').toMillis() < graceOver)
    .sort((a, b) => b.get('start_date').toMillis() - a.get('start_date').toMillis())
    .slice(0, 3);
  for (const event of settled) {
    const id = `${event.id}_${userId}`;
    await adminDb.doc(`attendance/${id}`).set({
      id,
      event_id: event.id,
      user_id: userId,
      group: event.get('group'),
      cohort: COHORT,
      status: 'registered',
      activity: event.get('activity'),
      updated_at: new Date(),
    });
  }
}

/**
 * The demo, with the cohort's last confirmed peer absent from three sessions: the cohort's
 * confirmed peers and that absentee.
 */
async function seed() {
  await seedDemo();
  const cohortPeers = (
    await adminDb
      .collection('users')
      .where('cohort_list', 'array-contains', COHORT)
      .where('role', '==', 'peer')
      .where('status', '==', 'confirmed')
      .get()
  ).docs;
  const absentee = cohortPeers.at(-1)!;
  await missThreeSessions(absentee.id);
  return { cohortPeers, absentee };
}

await takeScreenshots(
  async (browser, { cohortPeers, absentee }) => {
    // 1. The list on a phone.
    const page = await openPage(browser, { viewport: PHONE, colorScheme: 'light' });
    await signIn(page, 'facilitator@demo.test');
    await page.goto(appUrl('/event'));
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor({ timeout: 20_000 });
    await settle(page);
    await shot(page, 'phone-1-list-390');

    // 2. Create the session, starting at the current hour so that it is under way.
    const title = 'Thursday check-in';
    await page.getByRole('button', { name: 'New event' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Title').fill(title);
    await form.getByRole('spinbutton', { name: 'Hours' }).first().click();
    await page.keyboard.press('ArrowDown');
    await form.getByLabel('Location or link').fill('Room 4, Yawkey Center');
    await form.getByLabel('Description').fill('Bring one coaching moment from this week to discuss.');
    await shot(page, 'phone-2-create-390');
    await form.getByRole('button', { name: 'Create event' }).click();
    await form.waitFor({ state: 'detached', timeout: 15_000 });

    // 3. Open it.
    const row = page.locator('li[data-event-id]', { hasText: title }).first();
    await row.waitFor({ timeout: 15_000 });
    const eventId = (await row.getAttribute('data-event-id'))!;
    await row.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
    await settle(page);
    await shot(page, 'phone-3-details-390');

    // 4. Show the code.
    await page.getByRole('button', { name: 'Show check-in code' }).click();
    const codeEl = page.locator('[data-check-in-code]');
    await codeEl.waitFor({ timeout: 15_000 });
    await codeEl.scrollIntoViewIfNeeded();
    await shot(page, 'phone-4-code-390');

    // 5. Check-ins arrive: three peers of the cohort enter the code.
    const code = (await codeEl.getAttribute('data-check-in-code'))!;
    const peers = cohortPeers.filter((p) => p.id !== absentee.id).slice(0, 3);
    for (const peer of peers) await checkIn(peer.get('email') as string, eventId, code);
    const roster = page.getByRole('region', { name: 'Attendance' });
    await page.waitForFunction(
      (n) => document.querySelectorAll('li[data-user-id][data-status="attended"]').length >= n,
      peers.length,
      { timeout: 15_000 },
    );
    await roster.scrollIntoViewIfNeeded();
    await shot(page, 'phone-5-check-ins-390');

    // 6. Mark the rest: one by hand, then everyone else registered.
    const unmarked = roster
      .locator(`li[data-user-id][data-status="not-registered"]:not([data-user-id="${absentee.id}"])`)
      .first();
    await unmarked.getByRole('button', { name: /attended$/ }).click();
    await page.waitForTimeout(1500);
    await roster.getByRole('button', { name: 'Mark all registered' }).click();
    await shot(page, 'phone-6-mark-all-confirm-390');
    await page.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
    await page.waitForFunction(
      () => !document.querySelector('li[data-user-id][data-status="not-registered"]'),
      undefined,
      {
        timeout: 20_000,
      },
    );
    // Each mark shows at once (a pending write); wait until the server has them all (no spinners).
    await page.waitForFunction(() => !document.querySelector('.MuiButton-loading'), undefined, { timeout: 30_000 });
    await roster.getByTestId('attendance-summary').scrollIntoViewIfNeeded();
    await shot(page, 'phone-7-marked-390');

    // 7. E-mail the absentees: compose, preview, send.
    await page.getByRole('button', { name: 'E-mail participants' }).click();
    const mail = page.getByRole('dialog');
    await mail.getByLabel('To').click();
    await page.getByRole('option', { name: 'Absent', exact: true }).click();
    await mail.getByLabel('Message').fill('We missed you today. The slides and the case are on the resources page.');
    await mail.getByRole('button', { name: 'Preview' }).click();
    await mail.getByRole('region', { name: 'Preview' }).waitFor({ timeout: 15_000 });
    await mail.getByRole('region', { name: 'Preview' }).scrollIntoViewIfNeeded();
    await shot(page, 'phone-8-email-preview-390');
    await mail.getByRole('button', { name: 'Send' }).click();
    await mail.waitFor({ state: 'detached', timeout: 15_000 });
    await shot(page, 'phone-9-email-sent-390');
    await page.context().close();

    // The list at 1280 px, light and dark, and the calendar view.
    for (const colorScheme of ['light', 'dark'] as const) {
      const desk = await openPage(browser, { viewport: DESKTOP, colorScheme });
      await signIn(desk, 'facilitator@demo.test');
      await desk.goto(appUrl('/event'));
      await desk.getByRole('heading', { level: 1, name: 'Events' }).waitFor({ timeout: 20_000 });
      await settle(desk);
      await shot(desk, `list-1280-${colorScheme}`, true);
      if (colorScheme === 'light') {
        await desk.getByRole('button', { name: 'Calendar' }).click();
        await desk
          .getByRole('region', { name: /events of/ })
          .locator('[data-event-id]')
          .first()
          .waitFor({ timeout: 20_000 });
        await shot(desk, 'calendar-1280-light');
        await desk.goto(appUrl(`/event?id=${eventId}`));
        await desk.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
        await settle(desk);
        await desk
          .locator('[data-absence-streak], [data-absence-patterns]')
          .first()
          .waitFor({ timeout: 20_000 })
          .catch(() => console.log('No absence flag on the roster'));
        await shot(desk, 'details-1280-light', true);
        await desk.goto(appUrl('/'));
        await desk.getByRole('heading', { name: "Peers' progress" }).waitFor({ timeout: 20_000 });
        await settle(desk);
        // The absentee's three missed sessions flag them (missThreeSessions above).
        const flag = desk.locator('[data-absence-streak]').first();
        await flag.waitFor({ timeout: 20_000 });
        await flag.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await shot(desk, 'dashboard-absence-flags-1280-light');
      }
      await desk.context().close();
    }

    // The sandbox: the same page on the sandbox cohort's events.
    const sandbox = await openPage(browser, { viewport: PHONE, colorScheme: 'light' });
    await signIn(sandbox, 'sandbox@demo.test');
    await sandbox.goto(appUrl('/event'));
    await sandbox.getByRole('heading', { level: 1, name: 'Events' }).waitFor({ timeout: 20_000 });
    await settle(sandbox);
    await shot(sandbox, 'sandbox-list-390');
    await sandbox.context().close();
  },
  { seed },
);
