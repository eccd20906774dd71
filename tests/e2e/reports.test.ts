/**
 * /report (docs/reports.md): a facilitator reads the demo cohort's attendance, certificate progress
 * and survey responses, sees a mark on the roster move the figures live, downloads the CSV, and
 * compares all the cohorts of their groups; the page reads at most 20 documents.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { navigateInApp } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages, signIn } from './support/demo.ts';
import { callApi, DEMO_FACILITATOR, DEMO_PEER, demoToken } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);

type Counted = { __documentReads?: number };

/** Goes to `path` inside the app (no reload), so that the read counter holds this page's reads only. */
async function navigateCounting(page: Page, path: string): Promise<number> {
  const before = await page.evaluate(() => (window as Counted).__documentReads ?? 0);
  await navigateInApp(page, path);
  return before;
}

const readsSince = (page: Page, before: number) =>
  page.evaluate((b) => ((window as Counted).__documentReads ?? 0) - b, before);

describe('/report', () => {
  it("shows the cohort's attendance, certificate progress and survey responses, live, and downloads the CSV", async () => {
    const page = await signedInPage(DEMO_FACILITATOR.email);
    const before = await navigateCounting(page, '/report');
    const summary = page.locator('[data-report-summary]');
    await summary.waitFor({ timeout: 20_000 });
    await page.locator('[data-report-ready]').waitFor();
    expect(await readsSince(page, before)).toBeLessThanOrEqual(20);
    expect(await summary.textContent()).toMatch(/^\d+ sessions?, \d+ peers: \d+ % attended on average\.$/);
    const perPeer = page.getByRole('table', { name: 'Attendance per peer' });
    const row = perPeer.getByRole('row').filter({ hasText: DEMO_PEER.name });
    const attendedCell = row.getByRole('cell').nth(1);
    const [, attended, sessions] = /^(\d+) of (\d+)$/.exec((await attendedCell.textContent())!)!.map(Number);

    // Certificate progress: each prediction with its count, and the peers at risk named.
    expect(await page.locator('[data-report-certificate]').textContent()).toMatch(/^Average progress \d+ %\.$/);
    const predictions = page.getByRole('table', { name: 'Certificate predictions' });
    expect(await predictions.locator('tbody tr').count()).toBe(4);
    expect(await predictions.locator('[data-row="on_track"]').textContent()).toMatch(/^On track\d+/);

    // Survey responses: the demo cohort's opened surveys, each with its rate.
    expect(await page.locator('[data-report-surveys]').textContent()).toMatch(/^\d+ % of the invitations answered/);
    expect(await page.getByRole('table', { name: 'Survey responses' }).locator('tbody tr').count()).toBeGreaterThan(0);

    // A session the demo peer attended, marked registered on the roster: their row changes live.
    const marks = (await adminDb.doc(`activities/${DEMO_PEER.uid}`).get()).get('attendance') as Record<string, string>;
    const eventId = Object.keys(marks).find((id) => marks[id] === 'attended')!;
    const mark = (status: string) =>
      demoToken(DEMO_FACILITATOR.email).then((token) =>
        callApi('/api/facilitator/attendance', {
          method: 'PUT',
          token,
          body: { event_id: eventId, user_id: DEMO_PEER.uid, status },
        }),
      );
    expect((await mark('registered')).status).toBe(200);
    await expect.poll(() => attendedCell.textContent(), { timeout: 20_000 }).toBe(`${attended! - 1} of ${sessions}`);
    expect((await mark('attended')).status).toBe(200);
    await expect.poll(() => attendedCell.textContent(), { timeout: 20_000 }).toBe(`${attended} of ${sessions}`);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Download CSV', exact: true }).click(),
    ]);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFLast name,First name,E-mail,.+,Attended,Rate \(%\)$/);
    expect(lines.some((line) => line.startsWith('Rivera,Jordan,peer@demo.test,'))).toBe(true);
    expect(lines.at(-2)).toMatch(/^Total,,,/);

    // A date range before the program began leaves no session and no survey to count.
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await page.getByText('No session has ended in this range yet.').waitFor();
    await page.getByText('No survey has opened in this range yet.').waitFor();
    await page.context().close();
  });

  it("compares all the cohorts of the facilitator's groups", async () => {
    // Through the form, not the session saved by the first test: the read count below starts from
    // the same state as the bench's, a home reached by signing in.
    const page = await newPage();
    await signIn(page, DEMO_FACILITATOR.email);
    const before = await navigateCounting(page, '/report');
    await page.locator('[data-report-ready]').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'All my cohorts' }).click();
    const table = page.getByRole('table', { name: 'All my cohorts' });
    await table.waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('scope')).toBe('all');
    const cohorts = (await adminDb.collection('cohorts').where('group', '==', 'mgh').get()).docs.filter(
      (d) => d.get('alumni') !== true,
    );
    expect(await table.locator('tbody tr').count()).toBe(cohorts.length);
    expect(await table.locator(`[data-row="${DEMO_PEER.cohort}"]`).textContent()).toMatch(/\d+ %/);
    expect(await readsSince(page, before)).toBeLessThanOrEqual(20);
    await page.context().close();
  });
});
