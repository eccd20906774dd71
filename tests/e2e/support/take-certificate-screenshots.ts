/**
 * Screenshots of issued certificates into the screenshots' certificates/ folder: the peer's home with the
 * download (390 px phone, 1280 px light and dark, the button reached by keyboard), the
 * verification page (genuine and unknown, phone and desktop, light and dark), the PDF itself, and
 * the certificate on a facilitator's /user-view. Seeds the demo and brings demo-peer to 100 %, so
 * run it inside the emulators (under the emulator lock), for example:
 *   firebase emulators:exec --only auth,firestore,functions,hosting "npx tsx tests/e2e/support/take-certificate-screenshots.ts"
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { adminDb, eventually } from '../../support/admin.ts';
import { appUrl, openPage } from './browser.ts';
import { oneAttendanceShort } from './certificates.ts';
import { camera, screenshotDir, DESKTOP, PHONE, takeScreenshots } from './screenshots.ts';
import { seedDemo, signIn } from './demo.ts';

const outDir = screenshotDir('certificates');
const shot = camera('certificates', 400);

async function peerHome(browser: Browser, viewport: typeof PHONE, colorScheme: 'light' | 'dark') {
  const page = await openPage(browser, { viewport, colorScheme });
  await signIn(page, 'peer@demo.test');
  await page.getByRole('heading', { name: 'Your certificate is ready' }).waitFor({ timeout: 20_000 });
  return page;
}

/**
 * The demo, and demo-peer's last missing attendance written so that their certificate issues: its
 * id, and their name as /user-view's peer list shows it.
 */
async function seed() {
  await seedDemo();
  const { last, listed } = await oneAttendanceShort('demo-peer');
  await adminDb.doc(`attendance/${last.id}`).set(last);
  const id = await eventually(async () => {
    const found = await adminDb.collection('certificates').where('user_id', '==', 'demo-peer').get();
    return found.empty ? undefined : found.docs[0]!.id;
  }, 30_000);
  return { id, listed };
}

await takeScreenshots(
  async (browser, { id, listed }) => {
    const phone = await peerHome(browser, PHONE, 'light');
    await phone.getByRole('region', { name: 'Certificate progress' }).scrollIntoViewIfNeeded();
    await shot(phone, 'home-phone-light');
    await shot(phone, 'home-phone-full', true);
    // By keyboard: Tab until the download button has the focus.
    for (let i = 0; i < 60; i++) {
      await phone.keyboard.press('Tab');
      const focused = await phone.evaluate(() => document.activeElement?.textContent ?? '');
      if (focused.includes('Download certificate')) break;
    }
    await shot(phone, 'home-phone-keyboard-focus');
    await phone.context().close();

    for (const scheme of ['light', 'dark'] as const) {
      const desktop = await peerHome(browser, DESKTOP, scheme);
      await shot(desktop, `home-desktop-${scheme}`);
      await desktop.context().close();
    }

    for (const [viewport, size] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await openPage(browser, { viewport, colorScheme: scheme });
        await page.goto(appUrl(`/verify/${id}`));
        await page.getByText('Genuine certificate.').waitFor({ timeout: 15_000 });
        await shot(page, `verify-genuine-${size}-${scheme}`);
        await page.context().close();
      }
    }
    const unknown = await openPage(browser, { viewport: PHONE });
    await unknown.goto(appUrl('/verify/ZZZZZZZZZZZZZZZZZZZZZZ'));
    await unknown.getByText('Not a certificate of this program.').waitFor({ timeout: 15_000 });
    await shot(unknown, 'verify-unknown-phone-light');
    await unknown.context().close();

    // The PDF as the holder downloads it, shown by Chromium's viewer.
    const holder = await peerHome(browser, DESKTOP, 'light');
    const [download] = await Promise.all([
      holder.waitForEvent('download'),
      holder.getByRole('button', { name: 'Download certificate (PDF)' }).click(),
    ]);
    const pdfPath = join(outDir, 'certificate.pdf.tmp');
    await download.saveAs(pdfPath);
    const viewer = await openPage(browser, { viewport: { width: 1100, height: 850 } });
    await viewer.goto(`file://${pdfPath}`).catch(() => undefined);
    await viewer.waitForTimeout(2_000);
    await shot(viewer, 'pdf');
    await viewer.context().close();
    await holder.context().close();
    const { rmSync } = await import('node:fs');
    rmSync(pdfPath);

    const staff = await openPage(browser, { viewport: DESKTOP });
    await signIn(staff, 'facilitator@demo.test');
    await staff.goto(appUrl('/user-view'));
    await staff.getByRole('combobox', { name: 'Peer' }).click();
    await staff.getByRole('option', { name: listed }).click();
    await staff.getByRole('heading', { name: 'Certificate issued' }).waitFor({ timeout: 20_000 });
    await staff.getByRole('heading', { name: 'Certificate issued' }).scrollIntoViewIfNeeded();
    await shot(staff, 'user-view-desktop');
    await staff.context().close();
  },
  { seed },
);
