/** /report (docs/reports.md): a facilitator reads the demo cohort's attendance and downloads the CSV. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import { DEMO_FACILITATOR } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);

describe('/report', () => {
  it("shows the cohort's attendance per session and per peer, and downloads it as CSV", async () => {
    const page = await signedInPage(DEMO_FACILITATOR.email, '/report');
    const summary = page.locator('[data-report-summary]');
    await summary.waitFor({ timeout: 20_000 });
    expect(await summary.textContent()).toMatch(/^\d+ sessions?, \d+ peers: \d+ % attended on average\.$/);
    const perPeer = page.getByRole('table', { name: 'Attendance per peer' });
    const row = perPeer.getByRole('row').filter({ hasText: 'Jordan Rivera' });
    expect(await row.textContent()).toMatch(/Jordan Rivera\d+ of \d+\d+ %/);

    // Certificate progress: each prediction with its count, and the peers at risk named.
    const certificate = page.locator('[data-report-certificate]');
    expect(await certificate.textContent()).toMatch(/^Average progress \d+ %\.$/);
    const predictions = page.getByRole('table', { name: 'Certificate predictions' });
    expect(await predictions.locator('tbody tr').count()).toBe(4);
    expect(await predictions.locator('[data-prediction="on_track"]').textContent()).toMatch(/^On track\d+/);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFLast name,First name,E-mail,.+,Attended,Rate \(%\)$/);
    expect(lines.some((line) => line.startsWith('Rivera,Jordan,peer@demo.test,'))).toBe(true);
    expect(lines.at(-2)).toMatch(/^Total,,,/);

    // A date range before the program began leaves no session to count.
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await page.getByText('No session has ended in this range yet.').waitFor();
    await page.context().close();
  });
});
