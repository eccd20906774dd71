/**
 * Screenshots of /user into the screenshots' users/ folder: the list (confirmed by default, then invited
 * and deactivated), a peer's profile, the edit form, the invitation of a pasted list with its bad
 * rows marked, and graduating a cohort, at 390 px and 1280 px, light and dark; and the list used by
 * keyboard alone (Tab to the grid, arrow keys, Enter opens the profile). Seeds the demo first, so
 * run it inside the emulators (under the emulator lock), for example:
 *   flock /tmp/emulator.lock npx firebase emulators:exec --only auth,firestore,functions,hosting \
 *     "npx tsx tests/e2e/support/take-users-screenshots.ts"
 */
import type { Browser } from 'playwright-core';
import { appUrl } from './browser.ts';
import { DEMO_FACILITATOR, DEMO_PEER } from './live-events.ts';
import {
  camera,
  COLOR_SCHEMES,
  DESKTOP,
  settle,
  signedInShotPage,
  WIDTHS,
  type Viewport,
  takeScreenshots,
} from './screenshots.ts';

const shot = camera('users', 600);

const PASTED = [
  'email,first_name,last_name,cohort,department',
  'ana.lima@example.org,Ana,Lima,MGH 2026 Cohort A,Surgery',
  'not-an-address,Ben,Osei,MGH 2026 Cohort B,Nursing',
  'peer@demo.test,Jordan,Rivera,MGH 2026 Cohort A,',
  'chen.wu@example.org,Chen,Wu,Harvard 2026 Cohort A,Pediatrics',
  'dara.kim@example.org,Dara,,MGH 2026 Cohort B,Oncology',
].join('\n');

const staffPage = (browser: Browser, viewport: Viewport, colorScheme: 'light' | 'dark') =>
  signedInShotPage(browser, viewport, colorScheme, DEMO_FACILITATOR.email);

await takeScreenshots(async (browser) => {
  for (const [size, viewport] of WIDTHS) {
    for (const colorScheme of COLOR_SCHEMES) {
      const page = await staffPage(browser, viewport, colorScheme);
      await page.goto(appUrl('/user'));
      await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 20_000 });
      await shot(page, `list-${size}-${colorScheme}`, true);

      await page.goto(appUrl(`/user?id=${DEMO_PEER.uid}`));
      await page.getByRole('dialog', { name: DEMO_PEER.name }).getByText('No matching round yet.').waitFor();
      await settle(page);
      await shot(page, `profile-${size}-${colorScheme}`);

      if (colorScheme === 'light') {
        await page.getByRole('button', { name: 'Edit' }).click();
        await page.getByRole('dialog', { name: 'Edit profile' }).waitFor();
        await shot(page, `edit-${size}-light`);
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');

        await page.goto(appUrl('/user'));
        await page.getByRole('combobox', { name: 'Cohort' }).click();
        await page.getByRole('option', { name: 'All cohorts' }).click();
        await page.getByRole('button', { name: /^Invited/ }).click();
        await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 20_000 });
        await shot(page, `invited-${size}-light`, true);
        await page.getByRole('button', { name: /^Deactivated/ }).click();
        await shot(page, `deactivated-${size}-light`, true);

        await page.getByRole('button', { name: 'Graduate a cohort' }).click();
        await page.getByRole('dialog', { name: 'Graduate a cohort' }).waitFor();
        await shot(page, `graduate-${size}-light`);
        await page.keyboard.press('Escape');
      }

      await page.goto(appUrl('/user'));
      await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Invite', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite people' });
      await dialog.getByRole('tab', { name: 'A list (CSV)' }).click();
      await dialog.getByRole('textbox', { name: 'Paste the list' }).fill(PASTED);
      await dialog.getByLabel('Preview of the list').waitFor();
      await shot(page, `invite-list-${size}-${colorScheme}`);
      await page.context().close();
    }
  }

  // Keyboard only: Tab to the grid, arrow down to a person, Enter opens the profile; Escape closes it.
  const page = await staffPage(browser, DESKTOP, 'light');
  await page.goto(appUrl('/user'));
  await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 20_000 });
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const inGrid = await page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDataGrid-root')));
    if (inGrid) break;
  }
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await shot(page, 'keyboard-1-cell-focused');
  await page.keyboard.press('Enter');
  await page.getByText('No matching round yet.').waitFor({ timeout: 20_000 });
  await shot(page, 'keyboard-2-profile-opened');
  await page.context().close();
});
