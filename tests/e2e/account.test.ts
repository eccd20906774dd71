/**
 * /account (docs/account.md) as a peer would use it: edit the profile, turn an e-mail off, change
 * the password, download my data, and sign out everywhere while a second browser is signed in.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { appUrl, VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { DEMO_PASSWORD, expectPath, seedDemo, signedInPages } from './support/demo.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);
const PEER = { uid: 'demo-peer', email: 'peer@demo.test' };
const HARVARD_PEER = { uid: 'demo-peer2', email: 'peer2@demo.test' };

describe('/account', () => {
  it('saves a new name, department and e-mail choice, kept after a reload', async () => {
    const page = await signedInPage(PEER.email, '/account');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByLabel('First name').fill('');
    await dialog.getByLabel('Department').click();
    await dialog.getByText('Must not be empty').waitFor();
    await dialog.getByLabel('First name').fill('Jordy');
    await dialog.getByLabel('Department').fill('Emergency Medicine');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor({ timeout: 15_000 });
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('Jordy Rivera').waitFor();
    await profile.getByText('Emergency Medicine').waitFor();

    const reminders = page.getByRole('switch', { name: /Survey reminders/ });
    expect(await reminders.isChecked()).toBe(true);
    // By keyboard: focus the switch and press Space.
    await reminders.focus();
    await page.keyboard.press('Space');
    await page.getByText('Survey reminders: off').waitFor({ timeout: 15_000 });
    const stored = (await adminDb.doc(`users/${PEER.uid}`).get()).data();
    expect(stored).toMatchObject({ first_name: 'Jordy', department: 'Emergency Medicine' });
    expect(stored?.email_preferences).toEqual({ survey_reminders: false });

    await page.reload();
    await page.getByRole('region', { name: 'Profile' }).getByText('Jordy Rivera').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('switch', { name: /Survey reminders/ }).isChecked()).toBe(false);
    await page.context().close();
  });

  it('saves a photo made small in the browser, refuses a file that is not an image, and removes it', async () => {
    const page = await signedInPage(PEER.email, '/account');
    const section = page.getByRole('region', { name: 'Photo' });
    const input = section.locator('input[type="file"]');
    await input.waitFor({ state: 'attached', timeout: 20_000 });
    // Not an image: said under the button, nothing saved.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await section.getByText('Choose a JPEG, PNG, WebP or GIF image.').waitFor();
    expect((await adminDb.doc(`profile_photos/${PEER.uid}`).get()).exists).toBe(false);

    // A 3 x 2 PNG becomes a 160 px square JPEG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGM4IScHQQxwFgBBAAYZPEVBlgAAAABJRU5ErkJggg==',
      'base64',
    );
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Photo saved').waitFor({ timeout: 15_000 });
    const stored = (await adminDb.doc(`profile_photos/${PEER.uid}`).get()).get('data_url') as string;
    expect(stored).toMatch(/^data:image\/jpeg;base64,/);
    // (Its name is the person's: another test of this file renames them.)
    const shown = section.getByRole('img');
    expect(await shown.getAttribute('src')).toBe(stored);
    expect(await shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([160, 160]);

    await section.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByText('Photo removed').waitFor({ timeout: 15_000 });
    expect((await adminDb.doc(`profile_photos/${PEER.uid}`).get()).exists).toBe(false);
    await page.context().close();
  });

  it('downloads everything the app holds about the person as JSON', async () => {
    const page = await signedInPage(PEER.email, '/account');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^peer-coaching-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      profile: { id: string; email: string };
      attendance: { user_id: string }[];
    };
    expect(data.profile).toMatchObject({ id: PEER.uid, email: PEER.email });
    expect(data.attendance.length).toBeGreaterThan(0);
    expect(data.attendance.every((record) => record.user_id === PEER.uid)).toBe(true);
    await page.context().close();
  });

  it('changes the password, saying on the field when the current one is wrong', async () => {
    const page = await signedInPage(HARVARD_PEER.email, '/account');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('a-new-secret');
    await dialog.getByLabel('New password again').fill('a-new-secret');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('This is not your current password').waitFor({ timeout: 15_000 });
    expect(await dialog.getByLabel('New password', { exact: true }).inputValue()).toBe('a-new-secret');

    await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').waitFor({ timeout: 15_000 });

    // The new password signs in in another browser; the old one no longer does.
    const other = await newPage();
    await other.goto(appUrl('/login'));
    await other.getByLabel('Email address').fill(HARVARD_PEER.email);
    await other.locator('input[type="password"]').first().fill('a-new-secret');
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(other, '/');
    await other.context().close();
    await page.context().close();
  });

  it('signs out everywhere: this browser and another one signed in as the same person', async () => {
    const elsewhere = await signedInPage(PEER.email, '/');
    const page = await signedInPage(PEER.email, '/account');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out everywhere?' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await expectPath(page, '/login');
    // The other browser's session was revoked: its next call to the API signs it out.
    await elsewhere.reload();
    await expectPath(elsewhere, '/login');
    await page.context().close();
    await elsewhere.context().close();
  });

  it.each([
    ['mobile', 'light'],
    ['desktop', 'dark'],
  ] as const)('has no serious axe violation, every section loaded (%s, %s)', async (size, scheme) => {
    const page = await newPage({ viewport: VIEWPORTS[size], colorScheme: scheme });
    // The first peer: the password test changes the second one's password.
    await signedInPages(async () => page)(PEER.email, '/account');
    await page.getByRole('region', { name: 'Profile' }).getByText(PEER.email).waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Photo' }).locator('input[type="file"]').waitFor({ state: 'attached' });
    await page.getByRole('switch', { name: /Survey reminders/ }).waitFor();
    await page.getByRole('group', { name: 'Theme' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
