/**
 * /event for staff, end to end against the emulators: create (it appears in the list), edit,
 * duplicate (the copy opens for editing), delete with confirmation, bad input keeps what was
 * typed, attendance marks with Undo, and the check-in code (a peer's check-in arrives live).
 */
import { CHECK_IN_ALPHABET, toApiDate, type EventBody } from '@peer-coaching/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { appUrl } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { demoApi as api, seedDemo, signIn } from './support/demo.ts';

const newPage = chromiumForThisFile(seedDemo);

const COHORT = 'mgh-2026-a';
const PEER = { uid: 'demo-peer', email: 'peer@demo.test', name: 'Jordan Rivera' };
const MINUTE = 60_000;

async function facilitatorOn(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(viewport ? { viewport } : {});
  await signIn(page, 'facilitator@demo.test');
  await page.goto(appUrl(path));
  return page;
}

/** An event of the demo peer's cohort (or `cohorts`) starting `startsIn` ms from now (negative: under way), for an hour. */
async function createEvent(title: string, startsIn: number, cohorts: string[] = [COHORT]): Promise<string> {
  const start = new Date(Math.floor((Date.now() + startsIn) / 1000) * 1000);
  const body: EventBody = {
    title,
    kind: 'check_in',
    activity: 'check_in',
    cohorts,
    start_date: toApiDate(start),
    end_date: toApiDate(new Date(start.getTime() + 60 * MINUTE)),
    location: 'Room 4',
    description: 'Made by the staff-events suite.',
  };
  const response = await api('facilitator@demo.test', 'POST', '/api/facilitator/events', body);
  if (response.status !== 201) throw new Error(`Creating "${title}" answered ${response.status}`);
  return response.body.id as string;
}

const row = (page: Page, title: string) => page.locator('li[data-event-id]', { hasText: title });
const dialog = (page: Page) => page.getByRole('dialog');
const storedEvent = async (id: string) => (await adminDb.doc(`events/${id}`).get()).data();

describe('/event for staff', () => {
  it('creates an event that appears in the list, then edits it', async () => {
    const page = await facilitatorOn('/event');
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor({ timeout: 20_000 });
    const title = `Check-in from the suite ${Date.now()}`;

    await page.getByRole('button', { name: 'New event' }).click();
    await dialog(page).getByLabel('Title').fill(title);
    await dialog(page).getByLabel('Location or link').fill('https://meet.example/suite');
    await dialog(page).getByRole('button', { name: 'Create event' }).click();
    await dialog(page).waitFor({ state: 'detached', timeout: 15_000 });

    // The list is live: the new event arrives through the cohort calendar's listener.
    await row(page, title).waitFor({ timeout: 15_000 });
    expect(await row(page, title).getAttribute('data-status')).toBe('green');
    const id = (await row(page, title).getAttribute('data-event-id'))!;
    expect(await storedEvent(id)).toMatchObject({ title, cohorts: [COHORT], kind: 'check_in', activity: 'check_in' });

    // Open it (its own address), edit the title.
    await row(page, title).getByRole('link', { name: title }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?id=${id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const edited = `${title} (moved)`;
    await dialog(page).getByLabel('Title').fill(edited);
    await dialog(page).getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: edited }).waitFor({ timeout: 15_000 });
    expect((await storedEvent(id))?.title).toBe(edited);

    // A reload comes back to the same event.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: edited }).waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it('keeps everything typed when the input is refused', async () => {
    const page = await facilitatorOn('/event');
    await page.getByRole('button', { name: 'New event' }).click();
    const form = dialog(page);
    const long = 'x'.repeat(121);
    await form.getByLabel('Title').fill(long);
    await form.getByLabel('Location or link').fill('Room 12');
    await form.getByLabel('Description').fill('Bring your case notes.');
    await form.getByRole('button', { name: 'Create event' }).click();

    await form.getByText('Must be at most 120 characters').waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe(long);
    expect(await form.getByLabel('Location or link').inputValue()).toBe('Room 12');
    expect(await form.getByLabel('Description').inputValue()).toBe('Bring your case notes.');
    expect(await form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');

    // Mended, it saves.
    const title = `Mended ${Date.now()}`;
    await form.getByLabel('Title').fill(title);
    await form.getByRole('button', { name: 'Create event' }).click();
    await row(page, title).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('works from the keyboard alone: create, open, and land on the event', async () => {
    const page = await facilitatorOn('/event');
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor({ timeout: 20_000 });
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (let i = 0; i < 40 && (await focusedName()) !== 'New event'; i += 1) await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('New event');
    await page.keyboard.press('Enter');
    // The title has the focus; Escape closes without saving, Enter in a field submits.
    await dialog(page).getByLabel('Title').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.keyboard.press('Enter');
    const title = `Keyboard check-in ${Date.now()}`;
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    await row(page, title).waitFor({ timeout: 15_000 });

    await page.getByRole('link', { name: title }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.context().close();
  });

  it('duplicates an event and opens the copy for editing, and deletes one after confirmation', async () => {
    const title = `To copy ${Date.now()}`;
    const id = await createEvent(title, 2 * 24 * 60 * MINUTE);
    const page = await facilitatorOn(`/event?id=${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Duplicate' }).click();
    const form = dialog(page);
    await form.getByRole('heading', { name: 'Edit event' }).waitFor({ timeout: 15_000 });
    expect(await form.getByLabel('Title').inputValue()).toBe(`${title} (copy)`);
    const copyId = new URL(page.url()).searchParams.get('id')!;
    expect(copyId).not.toBe(id);
    await form.getByLabel('Title').fill(`${title} again`);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: `${title} again` }).waitFor({ timeout: 15_000 });
    expect(await storedEvent(copyId)).toMatchObject({ title: `${title} again`, cohorts: [COHORT] });

    // Delete the copy: Cancel keeps it, the confirmation removes it.
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    // The closing dialog fades out over the page: wait until it is gone before the next click.
    await dialog(page).waitFor({ state: 'detached' });
    expect(await storedEvent(copyId)).toBeDefined();
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Delete event' }).click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => storedEvent(copyId), { timeout: 10_000 }).toBeUndefined();
    await row(page, title).first().waitFor();
    // The list follows the cohort calendar, which the events trigger rebuilds a moment later.
    await expect.poll(() => row(page, `${title} again`).count(), { timeout: 15_000 }).toBe(0);
    await page.context().close();
  });

  it('marks a peer attended, undoes it, and shows a check-in that arrives live', async () => {
    const title = `Session under way ${Date.now()}`;
    const id = await createEvent(title, -10 * MINUTE);
    const page = await facilitatorOn(`/event?id=${id}`);
    const roster = page.getByRole('region', { name: 'Attendance' });
    const peerRow = roster.locator(`li[data-user-id="${PEER.uid}"]`);
    await peerRow.waitFor({ timeout: 20_000 });
    expect(await peerRow.getAttribute('data-status')).toBe('not-registered');
    const total = await roster.locator('li[data-user-id]').count();
    expect(await roster.getByTestId('attendance-summary').textContent()).toBe(`0 attended of ${total}`);

    await roster.getByRole('button', { name: `Mark ${PEER.name} attended` }).click();
    await expect.poll(() => peerRow.getAttribute('data-status'), { timeout: 15_000 }).toBe('attended');
    expect(await roster.getByTestId('attendance-summary').textContent()).toBe(`1 attended of ${total}`);
    // The roster shows the mark as soon as it is made (a pending write); the server has it a moment later.
    const record = () => adminDb.doc(`attendance/${id}_${PEER.uid}`).get();
    await expect.poll(async () => (await record()).get('status'), { timeout: 10_000 }).toBe('attended');

    // Undo takes the first mark back: no record at all, as before. It goes through the API (which
    // logs it, docs/audit-log.md), with the app's App Check token (the emulators' debug provider).
    const [cleared] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/facilitator/attendance') && r.request().method() === 'DELETE'),
      roster.getByRole('button', { name: `Undo: Marked ${PEER.name} attended` }).click(),
    ]);
    expect(cleared.status()).toBe(200);
    expect(cleared.headers()['x-app-check']).toBe('verified');
    await expect.poll(() => peerRow.getAttribute('data-status'), { timeout: 15_000 }).toBe('not-registered');
    await expect.poll(async () => (await record()).exists, { timeout: 10_000 }).toBe(false);

    // The code is shown during the event; the peer's check-in with it arrives on the roster.
    await page.getByRole('button', { name: 'Show check-in code' }).click();
    const code = page.locator('[data-check-in-code]');
    await code.waitFor({ timeout: 15_000 });
    const shown = (await code.getAttribute('data-check-in-code'))!;
    expect(shown).toMatch(new RegExp(`^[${CHECK_IN_ALPHABET}]{6}$`));
    await page.getByText(/Next code in \d:\d\d/).waitFor();
    const checkIn = await api(PEER.email, 'POST', '/api/user/check_in', { event_id: id, code: shown });
    expect(checkIn.status).toBe(200);
    await expect.poll(() => peerRow.getAttribute('data-status'), { timeout: 15_000 }).toBe('attended');
    await page.context().close();
  });

  it("works in the sandbox on the sandbox cohort's events only", async () => {
    const page = await newPage();
    await signIn(page, 'sandbox@demo.test');
    await page.goto(appUrl('/event'));
    await page.locator('li[data-event-id]').first().waitFor({ timeout: 20_000 });
    const ids = await page
      .locator('li[data-event-id]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-event-id')));
    // Their private copy of the sandbox (docs/sandbox.md), made on this first visit.
    for (const id of ids) expect((await storedEvent(id!))?.group).toBe('sandbox-demo-sandbox');

    await page.getByRole('button', { name: 'New event' }).click();
    // The form's code loads when it is first opened: counting waits for the form, not its spinner.
    await dialog(page).getByLabel('Title').waitFor();
    const cohorts = dialog(page).getByRole('group', { name: 'Cohorts' }).getByRole('checkbox');
    expect(await cohorts.count()).toBe(1);
    expect(await cohorts.first().isChecked()).toBe(true);
    const title = `Sandbox practice ${Date.now()}`;
    await dialog(page).getByLabel('Title').fill(title);
    await dialog(page).getByRole('button', { name: 'Create event' }).click();
    await row(page, title).waitFor({ timeout: 15_000 });
    const id = (await row(page, title).getAttribute('data-event-id'))!;
    expect(await storedEvent(id)).toMatchObject({
      group: 'sandbox-demo-sandbox',
      cohorts: ['facilitators-sandbox--demo-sandbox'],
    });
    await page.context().close();
  });

  it('opens as many listeners for a roster of an event in every MGH cohort as for one in one cohort (issue 26)', async () => {
    /** One confirmed peer of each cohort: the roster lists them once that cohort's peers are read. */
    const onePeerOfEach = async (cohorts: string[]) =>
      Promise.all(
        cohorts.map(async (cohort) => {
          const found = await adminDb
            .collection('users')
            .where('cohort_list', 'array-contains', cohort)
            .where('role', '==', 'peer')
            .where('status', '==', 'confirmed')
            .limit(1)
            .get();
          expect(found.size, cohort).toBe(1);
          return found.docs[0]!.id;
        }),
      );
    const listenersOnRoster = async (id: string, cohorts: string[]) => {
      const page = await facilitatorOn(`/event?id=${id}`);
      const roster = page.getByRole('region', { name: 'Attendance' });
      await roster.locator(`li[data-user-id="${PEER.uid}"]`).waitFor({ timeout: 30_000 });
      // Counted once every cohort's peers are listed: each cohort's listener has delivered.
      for (const uid of await onePeerOfEach(cohorts)) await roster.locator(`li[data-user-id="${uid}"]`).waitFor();
      const open = await page.evaluate(() => (window as { __liveListeners?: number }).__liveListeners ?? 0);
      await page.context().close();
      return open;
    };
    const one = await createEvent(`Roster of one cohort ${Date.now()}`, -10 * MINUTE);
    const many = await createEvent(`Roster of three cohorts ${Date.now()}`, -10 * MINUTE, [
      COHORT,
      'mgh-2026-b',
      'alumni',
    ]);
    const inOne = await listenersOnRoster(one, [COHORT]);
    const inThree = await listenersOnRoster(many, [COHORT, 'mgh-2026-b', 'alumni']);
    console.log(`listeners on the roster: event in 1 cohort ${inOne}, in 3 cohorts ${inThree}`);
    expect(inOne).toBeGreaterThan(0);
    expect(inThree).toBe(inOne);
  });
});
