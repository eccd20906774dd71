/**
 * Screenshots of the editable pages into the screenshots' pages/ folder: a peer's /guidelines, /howto,
 * /overview and /facilitators, and the staff's "Pages and e-mails" editor in /settings (a page and an e-mail
 * template with its merge fields, the version history, the restore confirmation), at 390 px and
 * 1280 px, light and dark; and the editor by keyboard alone (Tab into the Markdown, type, Tab to
 * Save, Enter). Seeds the demo first, so run it inside the emulators (under the emulator lock):
 *   flock /tmp/emulator.lock npx firebase emulators:exec --only auth,firestore,functions,hosting \
 *     "npx tsx tests/e2e/support/take-pages-screenshots.ts"
 */
import { appUrl } from './browser.ts';
import { DEMO_FACILITATOR, DEMO_PEER } from './live-events.ts';
import {
  camera,
  COLOR_SCHEMES,
  PHONE,
  settle,
  signedInShotPage,
  tabTo,
  WIDTHS,
  takeScreenshots,
} from './screenshots.ts';

const shot = camera('pages', 600);

await takeScreenshots(async (browser) => {
  for (const [size, viewport] of WIDTHS) {
    for (const colorScheme of COLOR_SCHEMES) {
      const peer = await signedInShotPage(browser, viewport, colorScheme, DEMO_PEER.email);
      for (const page of ['guidelines', 'howto', 'overview']) {
        await peer.goto(appUrl(`/${page}`));
        await peer.locator(`[data-page-body="${page}"] :is(h1, h2)`).first().waitFor({ timeout: 20_000 });
        await settle(peer);
        await shot(peer, `${page}-${size}-${colorScheme}`, true);
      }
      await peer.goto(appUrl('/facilitators'));
      await peer.getByRole('link', { name: 'facilitator@demo.test' }).waitFor({ timeout: 20_000 });
      await settle(peer);
      await shot(peer, `facilitators-${size}-${colorScheme}`, true);
      await peer.context().close();
    }
  }
  // The editor's flows after every peer page: they save test versions of the pages.
  for (const [size, viewport] of WIDTHS) {
    for (const colorScheme of COLOR_SCHEMES) {
      const staff = await signedInShotPage(browser, viewport, colorScheme, DEMO_FACILITATOR.email);
      await staff.goto(appUrl('/settings?section=pages&page=guidelines'));
      const markdown = staff.getByRole('textbox', { name: 'Markdown' });
      await markdown.waitFor({ timeout: 20_000 });
      await settle(staff);
      await markdown.fill(`${await markdown.inputValue()}\n\n- **New:** bring your calendar to the kickoff.`);
      await shot(staff, `editor-${size}-${colorScheme}`, true);
      await staff.getByRole('button', { name: 'Discard changes' }).click();

      await staff.goto(appUrl('/settings?section=pages&page=survey_reminder'));
      await staff.getByRole('textbox', { name: 'Subject' }).waitFor({ timeout: 20_000 });
      await settle(staff);
      await shot(staff, `template-${size}-${colorScheme}`, true);

      if (colorScheme === 'light') {
        await staff.goto(appUrl('/settings?section=pages&page=howto'));
        const text = staff.getByRole('textbox', { name: 'Markdown' });
        await text.waitFor({ timeout: 20_000 });
        await text.fill(`${await text.inputValue()}\n\n{oops} a second version.`);
        await staff.getByRole('button', { name: 'Save' }).click();
        await staff.getByText(/^How to saved as version \d+$/).waitFor({ timeout: 15_000 });
        await staff.getByRole('button', { name: 'Restore version 1' }).click();
        await staff.getByRole('dialog', { name: 'Restore version 1?' }).waitFor();
        await shot(staff, `restore-${size}-light`);
        await staff.keyboard.press('Escape');
      }
      await staff.context().close();
    }
  }

  // By keyboard alone, on a phone: Tab from the tabs into the Markdown, type, Tab to Save, Enter.
  const page = await signedInShotPage(browser, PHONE, 'light', DEMO_FACILITATOR.email);
  await page.goto(appUrl('/settings?section=pages&page=overview'));
  const markdown = page.getByRole('textbox', { name: 'Markdown' });
  await markdown.waitFor({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Pages and e-mails' }).focus();
  await tabTo(page, markdown);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n\nTyped by keyboard alone.');
  await shot(page, 'keyboard-390-typing');
  const save = page.getByRole('button', { name: 'Save' });
  await tabTo(page, save, 10);
  await shot(page, 'keyboard-390-save-focused');
  await page.keyboard.press('Enter');
  await page.getByText(/^Program overview saved as version \d+$/).waitFor({ timeout: 15_000 });
  await shot(page, 'keyboard-390-saved');
  await page.context().close();
});
