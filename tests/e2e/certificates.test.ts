/**
 * A peer reaching 100 % gets a certificate that verifies (issue 9): with the peer's home open, the
 * last needed attendance is marked; the issuing trigger writes the certificate and the download
 * appears on the open page without a reload; the PDF downloads and names the peer and its
 * verification link; the link's page says genuine; staff see the certificate on /user-view.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { appUrl } from './support/browser.ts';
import { oneAttendanceShort } from './support/certificates.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signIn } from './support/demo.ts';

const newPage = chromiumForThisFile(seedDemo);
const PEER = 'demo-peer';

describe('issued certificates', () => {
  let certificateId = '';
  let peerName = '';
  let listed = '';

  it('appears live on the open home when the last attendance is marked, downloads, and verifies', async () => {
    const { last, name, listed: asListed } = await oneAttendanceShort(PEER);
    peerName = name;
    listed = asListed;
    expect((await adminDb.collection('certificates').where('user_id', '==', PEER).get()).size).toBe(0);

    const page = await newPage();
    await signIn(page, 'peer@demo.test');
    const card = page.getByRole('region', { name: 'Certificate progress' });
    await expect.poll(() => card.getByText('%', { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const ready = card.getByRole('heading', { name: 'Your certificate is ready' });
    expect(await ready.count()).toBe(0);

    // A facilitator marks the last needed attendance; the open page is not reloaded.
    await adminDb.doc(`attendance/${last.id}`).set(last);
    // Two triggers in a row (the recount, then the issue with its PDF): slow on a loaded machine.
    await expect.poll(() => ready.count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => card.getByText('100%', { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    const issued = await adminDb.collection('certificates').where('user_id', '==', PEER).get();
    expect(issued.size).toBe(1);
    certificateId = issued.docs[0]!.id;

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download certificate (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Certificate - ${name}.pdf`);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(name);
    expect(flat).toContain('MGH Peer Coaching Program');
    expect(flat).toContain(`/verify/${certificateId}`);

    // The verification link opens in a new tab.
    const [verify] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('link', { name: 'Verification page' }).click(),
    ]);
    await verify.waitForURL((url) => url.pathname === `/verify/${certificateId}`);
    await expect.poll(() => verify.getByText('Genuine certificate.').count(), { timeout: 15_000 }).toBe(1);
    expect(await verify.getByText(name, { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('verifies for a visitor who is not signed in, and refuses an id that was never issued', async () => {
    const page = await newPage();
    await page.goto(appUrl(`/verify/${certificateId}`));
    await expect.poll(() => page.getByText('Genuine certificate.').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText(peerName, { exact: true }).count()).toBe(1);
    expect(await page.getByText('MGH Peer Coaching Program', { exact: true }).count()).toBe(1);

    await page.goto(appUrl('/verify/ZZZZZZZZZZZZZZZZZZZZZZ'));
    await expect.poll(() => page.getByText('Not a certificate of this program.').count(), { timeout: 15_000 }).toBe(1);
    await page.goto(appUrl('/verify/not-an-id'));
    await expect
      .poll(() => page.getByText('This link does not hold a certificate id', { exact: false }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await page.context().close();
  });

  it('shows staff the peer’s certificate on /user-view', async () => {
    const page = await newPage();
    await signIn(page, 'facilitator@demo.test');
    await page.goto(appUrl('/user-view'));
    await page.getByRole('combobox', { name: 'Peer' }).click();
    await page.getByRole('option', { name: listed }).click();
    const card = page.getByRole('region', { name: 'Certificate progress' });
    await expect
      .poll(() => card.getByRole('heading', { name: 'Certificate issued' }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await card.getByRole('button', { name: 'Download certificate (PDF)' }).count()).toBe(1);
    await page.context().close();
  });
});
