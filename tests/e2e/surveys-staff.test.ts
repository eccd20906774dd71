/**
 * Staff on /survey (issue 10): the response rate of the cohort moves live as peers answer, the
 * CSV export downloads every answer (read back from the Playwright download), and "Remind now"
 * reaches exactly the non-respondents in the mail catcher.
 */
import { bodyFromTemplate, surveyResponseId, surveyTemplate, toApiDate } from '@peer-coaching/domain';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { MAIL_CATCHER_URL } from '../support/emulators.ts';
import { appUrl } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signIn } from './support/demo.ts';
import { callApi, DAY, DEMO_FACILITATOR, demoToken, HOUR } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);

/** A peer's submitted answers, as their browser would write them (here with the admin SDK). */
async function submit(surveyId: string, userId: string, cohort: string, feel: number) {
  const at = new Date();
  await adminDb.doc(`survey_responses/${surveyResponseId(surveyId, userId)}`).set({
    survey_id: surveyId,
    user_id: userId,
    group: 'mgh',
    cohort,
    kind: 'kickoff',
    window: 'main',
    event_id: null,
    answers: { feel },
    status: 'submitted',
    updated_at: at,
    submitted_at: at,
  });
}

describe('staff results on /survey', () => {
  it('shows the response rate live, exports the answers as CSV, and reminds exactly the non-respondents', async () => {
    const facilitator = (await adminDb.doc(`users/${DEMO_FACILITATOR.uid}`).get()).data()!;
    const cohort = facilitator.current_cohort as string;
    const peers = (
      await adminDb.collection('users').where('role', '==', 'peer').where('cohort_list', 'array-contains', cohort).get()
    ).docs
      .map((d) => d.data())
      .filter((p) => p.status === 'confirmed')
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(peers.length).toBeGreaterThan(4);

    // A kickoff survey open now for the facilitator's cohort, with one 1-5 question.
    const template = bodyFromTemplate(surveyTemplate('kickoff', new Date()), [cohort]);
    const title = `Kickoff check ${Date.now()}`;
    const created = await callApi('/api/facilitator/surveys', {
      method: 'POST',
      token: await demoToken(DEMO_FACILITATOR.email),
      body: {
        ...template,
        title,
        questions: [
          { id: 'feel', type: 'scale', label: 'How ready do you feel?', help: '', required: true, options: [] },
        ],
        timing: {
          type: 'fixed',
          opens_at: toApiDate(new Date(Date.now() - HOUR)),
          closes_at: toApiDate(new Date(Date.now() + 5 * DAY)),
        },
        published: true,
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const [first, second, third, fourth] = peers;
    await submit(id, first!.id, cohort, 5);
    await submit(id, second!.id, cohort, 4);
    await submit(id, third!.id, cohort, 2);

    const page = await newPage({ acceptDownloads: true });
    await signIn(page, DEMO_FACILITATOR.email);
    await page.goto(appUrl(`/survey?id=${id}`));
    const rate = page.getByTestId(`rate-${cohort}`);
    await expect
      .poll(() => rate.textContent(), { timeout: 30_000 })
      .toBe(`${Math.round((3 / peers.length) * 100)} %: 3 of ${peers.length} answered`);

    // A fourth peer answers: the rate moves on the open page.
    await submit(id, fourth!.id, cohort, 3);
    await expect
      .poll(() => rate.textContent(), { timeout: 15_000 })
      .toBe(`${Math.round((4 / peers.length) * 100)} %: 4 of ${peers.length} answered`);
    await page.getByText('average 3.5 of 5').waitFor();
    const notAnswered = page.getByRole('list', { name: 'Not answered yet' }).locator('[data-user-id]');
    await expect.poll(() => notAnswered.count(), { timeout: 15_000 }).toBe(peers.length - 4);

    // CSV: the header, then one row per answer with the person's name and the answer.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kickoff-check-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,User id,Cohort,Session,Submitted (New York),Status,How ready do you feel?');
    expect(lines).toHaveLength(5);
    for (const [peer, feel] of [
      [first, 5],
      [second, 4],
      [third, 2],
      [fourth, 3],
    ] as const) {
      expect(lines.some((l) => l.includes(`,${peer!.id},${cohort},`) && l.endsWith(`,submitted,${feel}`))).toBe(true);
    }

    // Remind now: one e-mail to each peer who has not answered, nobody else.
    await fetch(`${MAIL_CATCHER_URL}/email/all`, { method: 'DELETE' });
    await page.getByRole('button', { name: 'Remind now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a reminder now?' });
    await dialog.getByRole('button', { name: `Send ${peers.length - 4} reminders` }).click();
    await page.getByText(`Reminder sent to ${peers.length - 4} people`).waitFor({ timeout: 15_000 });
    const expected = peers
      .slice(4)
      .map((p) => String(p.email))
      .sort();
    const caught = await eventually(async () => {
      const list = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as {
        subject: string;
        to: { address: string }[];
      }[];
      const ours = list.filter((m) => m.subject === `Reminder: ${title}`);
      return ours.length >= expected.length ? ours : undefined;
      // One outbox delivery per reminder: on a loaded machine (two emulator sets) they take a while.
    }, 90_000);
    expect(caught.map((m) => m.to[0]!.address).sort()).toEqual(expected);
    // Live answers, the CSV, and a reminder per peer through the outbox: minutes on a busy machine.
  }, 240_000);
});
