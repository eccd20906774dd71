/**
 * Screenshots of /settings' Program, Cohorts, History, Reminders and Facilitators sections into
 * the screenshots' settings/ folder: each at 390 and 1280 px, light and dark (the facilitators as an
 * admin sees them); a cohort's edit dialog (light); a refused contact address (1280 light); and the reminder schedule set by
 * keyboard alone (tabs, then the select opened from the keyboard). Run inside the emulators:
 *   flock /tmp/emulator.lock npx firebase emulators:exec --only auth,firestore,functions,hosting \
 *     "npx tsx tests/e2e/support/take-settings-sections-screenshots.ts"
 */
import type { Page } from 'playwright-core';
import { appUrl } from './browser.ts';
import { DEMO_FACILITATOR } from './live-events.ts';
import { atEveryLook, camera, settle, signedInShotPage, tabTo, WIDTHS, takeScreenshots } from './screenshots.ts';

const shot = camera('settings', 500);

async function open(page: Page, section: string, ready: string) {
  await page.goto(appUrl(`/settings?section=${section}`));
  await page.getByText(ready, { exact: false }).first().waitFor({ timeout: 20_000 });
  await settle(page);
}

await takeScreenshots(async (browser) => {
  await atEveryLook(browser, DEMO_FACILITATOR.email, async (page, size, colorScheme) => {
    await open(page, 'program', 'whom participants contact');
    await shot(page, `program-${size}-${colorScheme}`, true);
    await open(page, 'reminders', 'automatic survey reminder goes out');
    await shot(page, `reminders-${size}-${colorScheme}`, true);
    await open(page, 'cohorts', 'newest first');
    await shot(page, `cohorts-${size}-${colorScheme}`, true);
    if (colorScheme === 'light') {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await shot(page, `cohort-edit-${size}-light`);
    }
    await open(page, 'history', 'with the value before and after');
    await shot(page, `history-${size}-${colorScheme}`);
  });
  await atEveryLook(browser, 'admin@demo.test', async (page, size, colorScheme) => {
    await open(page, 'facilitators', 'The people who run');
    await shot(page, `facilitators-admin-${size}-${colorScheme}`, true);
  });

  const page = await signedInShotPage(browser, WIDTHS[1][1], 'light', DEMO_FACILITATOR.email);
  await open(page, 'program', 'whom participants contact');
  await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('dana');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Must be an e-mail address').waitFor();
  await shot(page, 'program-refused-1280-light');

  // Keyboard alone: Tab to the tabs (the selected one), arrows to Reminders, Enter, Tab to the
  // select, Enter opens it.
  await page.goto(appUrl('/settings?section=program'));
  await settle(page);
  await tabTo(page, page.getByRole('tab', { name: 'Program' }), 40);
  await page.keyboard.press('ArrowRight'); // Cohorts
  await page.keyboard.press('ArrowRight'); // Reminders
  await page.keyboard.press('Enter');
  const select = page.getByRole('combobox', { name: 'Survey reminder' });
  await select.waitFor();
  await tabTo(page, select, 20);
  await shot(page, 'keyboard-reminders-focused-1280-light');
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.press('ArrowDown');
  await shot(page, 'keyboard-reminders-open-1280-light');
  await page.context().close();
});
