/**
 * Certificate progress and prediction on the demo peer's home (docs/certificate.md): exactly a hand
 * computation from the demo data (issue 9, done-when 2); live when attendance is marked or a
 * survey is recorded; and, in a second browser, when a facilitator changes a requirement on
 * /settings. The settings form's messages and a refused save, by keyboard.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import {
  DEMO_FACILITATOR,
  DEMO_PEER,
  demoToken,
  callApi,
  expectNotReloaded,
  markDocument,
} from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);

const signedInPage = signedInPages(newPage);

/** What the peer's certificate card shows: the bar's value text and title, the prediction. */
async function card(page: Page) {
  const bar = page.getByRole('progressbar', { name: 'Certificate progress' });
  await bar.waitFor({ timeout: 20_000 });
  const prediction = page.locator('[data-prediction]');
  return {
    value: await bar.getAttribute('aria-valuetext'),
    done: await bar.getAttribute('title'),
    status: await prediction.getAttribute('data-prediction'),
    needed:
      (await prediction
        .locator('[data-still-needed]')
        .textContent()
        .catch(() => null)) ?? null,
  };
}

const expectCard = (page: Page, expected: Awaited<ReturnType<typeof card>>) =>
  expect.poll(() => card(page), { timeout: 20_000 }).toEqual(expected);

describe('the demo peer’s certificate card', () => {
  it('shows exactly what a hand computation from the demo data gives', async () => {
    /*
     * MGH's requirements (scripts/seed/settings.ts): kickoff 1 (max 1), check-ins 18 (max 22),
     * office hours 3 (max 6), reflections 3 (max 3), completion 1 (max 1), kickoff response and
     * program evaluation required.
     *   required = 1 + 18 + 3 + 3 + 1 + 1 + 1 = 28
     * Jordan Rivera (demo-peer, MGH 2026 Cohort A, kickoff 199 days ago) attended the kickoff,
     * check-ins 1-3 and 6-14 (12; 4 and 5 were missed), office hours 2, 3 and 7 (3), and sent the
     * kickoff response (scripts/seed/activities.ts); no reflection, no program evaluation.
     *   earned = 1 + min(12, 22) + min(3, 6) + 0 + 0 + 1 (kickoff response) + 0 = 17
     *   percentage = round(17 / 28 x 100) = round(60.71) = 61
     *   tooltip: "1 KickOff, 12 Check-Ins, 3 Office Hours, Kickoff Response"
     * Left on the cohort's calendar: check-ins 15-25 (11), office hours 8-13 (6), the completion
     * celebration (1). Left to submit (scripts/seed/surveys.ts, domain remainingSurveys): the
     * check-in make-ups of the missed check-ins 4 and 5 (2 check-ins), the third reflection's
     * window (1 reflection) and the program evaluation, which opens before the completion (1).
     *   gap = 28 - 17 = 11
     *   reachable = check-ins min(11 + 2, 22 - 12) = 10, office hours min(6, 6 - 3) = 3,
     *   completion 1, reflection min(1, 3) = 1, program evaluation 1 = 16
     *   11 <= 3/4 x 16 = 12: on track
     *   plan: the shortfalls check-ins 18 - 12 = 6, the completion, 1 reflection (all that is
     *   left), the evaluation (9), then 2 more check-ins (up to 22 count):
     *   "8 more check-ins, 1 completion, 1 reflection, the program evaluation"
     */
    const peer = await signedInPage(DEMO_PEER.email);
    await expectCard(peer, {
      value: '61%, 17 of 28 activities',
      done: 'Done: 1 KickOff, 12 Check-Ins, 3 Office Hours, Kickoff Response',
      status: 'on_track',
      needed: 'Still needed: 8 more check-ins, 1 completion, 1 reflection, the program evaluation.',
    });
    expect(await peer.locator('[data-prediction]').textContent()).toMatch(
      /^On track · What is scheduled leaves room to spare\./,
    );
    // The API says the same.
    const status = await callApi(`/api/shared/certificate_status?id=${DEMO_PEER.uid}`, {
      token: await demoToken(DEMO_PEER.email),
    });
    expect(status.body).toEqual({
      required: 28,
      earned: 17,
      percentage: 61,
      status: 'on_track',
      still_needed: { check_in: 8, completion: 1, reflection: 1, program_eval: 1 },
      certificate_id: null,
    });
    await peer.context().close();
  });

  it('moves live when an attendance is marked and when a survey is recorded', async () => {
    const peer = await signedInPage(DEMO_PEER.email);
    await expectCard(peer, {
      value: '61%, 17 of 28 activities',
      done: 'Done: 1 KickOff, 12 Check-Ins, 3 Office Hours, Kickoff Response',
      status: 'on_track',
      needed: 'Still needed: 8 more check-ins, 1 completion, 1 reflection, the program evaluation.',
    });
    const mark = await markDocument(peer);

    // The missed check-in 4 marked attended, as the roster writes it: 13 check-ins, earned 18,
    // 18/28 = 64 %; its make-up is no longer left (check-in 5's is). Gap 10; reachable
    // min(11 + 1, 22 - 13) = 9 + 3 + 1 + 1 + 1 = 15; 10 <= 11.25: on track. Plan: 5 check-ins,
    // the completion, 1 reflection, the evaluation, then 2 more check-ins.
    const id = `${DEMO_PEER.cohort}-check-in-04_${DEMO_PEER.uid}`;
    const record = (await adminDb.doc(`attendance/${id}`).get()).data();
    await adminDb.doc(`attendance/${id}`).set({ ...record, status: 'attended', updated_at: new Date() });
    await expectCard(peer, {
      value: '64%, 18 of 28 activities',
      done: 'Done: 1 KickOff, 13 Check-Ins, 3 Office Hours, Kickoff Response',
      status: 'on_track',
      needed: 'Still needed: 7 more check-ins, 1 completion, 1 reflection, the program evaluation.',
    });

    // The program evaluation, as a submitted survey records it: earned 19, 68 %. Gap 9; reachable
    // 9 + 3 + 1 + 1 = 14 (the evaluation's survey adds nothing now); 9 <= 10.5: on track. Plan: 5
    // check-ins, the completion, 1 reflection, then 2 more check-ins.
    await adminDb.doc(`activities/${DEMO_PEER.uid}`).update({ program_eval: true });
    await expectCard(peer, {
      value: '68%, 19 of 28 activities',
      done: 'Done: 1 KickOff, 13 Check-Ins, 3 Office Hours, Kickoff Response, Program Evaluation',
      status: 'on_track',
      needed: 'Still needed: 7 more check-ins, 1 completion, 1 reflection.',
    });
    await expectNotReloaded(peer, mark);
    await peer.context().close();
  });

  it('moves live in the peer’s browser when a facilitator changes a requirement on /settings, by keyboard', async () => {
    const peer = await signedInPage(DEMO_PEER.email);
    await expectCard(peer, {
      value: '68%, 19 of 28 activities',
      done: 'Done: 1 KickOff, 13 Check-Ins, 3 Office Hours, Kickoff Response, Program Evaluation',
      status: 'on_track',
      needed: 'Still needed: 7 more check-ins, 1 completion, 1 reflection.',
    });
    const mark = await markDocument(peer);

    const staff = await signedInPage(DEMO_FACILITATOR.email, '/settings');
    const checkIns = staff.locator('[data-requirement="check_in"]');
    const minimum = checkIns.getByLabel('Minimum');
    await expect.poll(() => minimum.inputValue(), { timeout: 20_000 }).toBe('18');
    // Keyboard only: into the field, replace the value, Enter submits the form.
    await minimum.focus();
    await staff.keyboard.press('ControlOrMeta+a');
    await staff.keyboard.type('12');
    await staff.keyboard.press('Enter');
    await staff.getByText('Certificate requirements of MGH saved').waitFor({ timeout: 15_000 });

    // required 1 + 12 + 3 + 3 + 1 + 1 + 1 = 22; earned 1 + 13 + 3 + 1 + 1 = 19; 19/22 = 86 %. Gap
    // 3; reachable 9 + 3 + 1 + 1 = 14: on track. Plan: the completion and 1 reflection
    // (shortfalls), then 1 more check-in.
    await expectCard(peer, {
      value: '86%, 19 of 22 activities',
      done: 'Done: 1 KickOff, 13 Check-Ins, 3 Office Hours, Kickoff Response, Program Evaluation',
      status: 'on_track',
      needed: 'Still needed: 1 more check-in, 1 completion, 1 reflection.',
    });
    await expectNotReloaded(peer, mark);
    await Promise.all([peer.context().close(), staff.context().close()]);
  });
});

describe('the /settings certificate form', () => {
  it('says on the field what is wrong, and keeps everything typed when the server refuses', async () => {
    const staff = await signedInPage(DEMO_FACILITATOR.email, '/settings?section=certificate');
    const office = staff.locator('[data-requirement="office_hours"]');
    const maximum = office.getByLabel('Maximum');
    await expect.poll(() => maximum.inputValue(), { timeout: 20_000 }).toBe('6');

    await maximum.fill('-1');
    await expect.poll(() => office.getByText('Must not be negative').count()).toBe(1);
    await maximum.fill('2.5');
    await expect.poll(() => office.getByText('Must be a whole number, 0 or more').count()).toBe(1);
    await maximum.fill('2');
    // The minimum (3) is now above the maximum: said on the minimum.
    await expect.poll(() => office.getByText('Must not be above the maximum (2)').count()).toBe(1);
    await maximum.fill('5');
    await office.getByLabel('Note to participants').fill('Come to three office hours, any month.');

    // A 400 from the server (here, answered for it) lands on its field; nothing typed is lost.
    await staff.route('**/api/facilitator/setting', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'settings.engagement_requirements.office_hours.value_max: must be at most 4' }),
      }),
    );
    await staff.getByRole('button', { name: 'Save requirements' }).click();
    await expect.poll(() => office.getByText('Must be at most 4').count(), { timeout: 10_000 }).toBe(1);
    expect(await maximum.inputValue()).toBe('5');
    expect(await office.getByLabel('Note to participants').inputValue()).toBe('Come to three office hours, any month.');
    await staff.unroute('**/api/facilitator/setting');

    // Saved for real; Discard is then off again, and the server has it.
    await maximum.fill('4');
    await staff.getByRole('button', { name: 'Save requirements' }).click();
    await staff.getByText('Certificate requirements of MGH saved').waitFor({ timeout: 15_000 });
    const stored = (await adminDb.doc('groups/mgh/settings/certificate').get()).get('engagement_requirements');
    expect(stored.office_hours).toMatchObject({ value_max: 4, user_note: 'Come to three office hours, any month.' });
    expect(await staff.getByRole('button', { name: 'Discard changes' }).isDisabled()).toBe(true);
    await staff.context().close();
  });

  it('is for staff only: a peer is kept out', async () => {
    const peer = await signedInPage(DEMO_PEER.email, '/settings');
    await expect.poll(() => new URL(peer.url()).pathname, { timeout: 15_000 }).not.toBe('/settings');
    await peer.context().close();
  });
});
