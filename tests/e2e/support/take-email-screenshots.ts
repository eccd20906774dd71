/**
 * Screenshots of group e-mails into the screenshots' emails/ folder: /user/emails with the seeded history
 * (sent, one failed delivery, one scheduled) at 390 px and 1280 px, light and dark; a message
 * opened with each recipient's state; the compose dialog with the preview as one recipient reads
 * it; the whole compose done by keyboard alone; and /matching's "E-mail groups" panel and dialog
 * for the seeded published round. Seeds the demo first, so run it inside the emulators (under the
 * emulator lock), for example:
 *   flock /tmp/emulator.lock npx firebase emulators:exec --only auth,firestore,functions,hosting \
 *     "npx tsx tests/e2e/support/take-email-screenshots.ts"
 */
import type { Page } from 'playwright-core';
import { appUrl } from './browser.ts';
import { DEMO_FACILITATOR } from './live-events.ts';
import { camera, COLOR_SCHEMES, settle, signedInShotPage, tabTo, WIDTHS, takeScreenshots } from './screenshots.ts';

const shot = camera('emails', 600);

async function openEmails(page: Page) {
  await page.goto(appUrl('/user/emails'));
  await page
    .getByText(/\d+ delivered/)
    .first()
    .waitFor({ timeout: 20_000 });
  await settle(page);
}

async function compose(page: Page) {
  await page.getByRole('button', { name: 'Write an e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a group e-mail' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Next check-in, {first_name}');
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello {first_name},\n\nOur next session for {cohort} is {next_event}. Bring one question to work on.');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByText(/recipients, one e-mail each/).waitFor({ timeout: 20_000 });
  return dialog;
}

await takeScreenshots(async (browser) => {
  for (const [size, viewport] of WIDTHS) {
    for (const colorScheme of COLOR_SCHEMES) {
      const page = await signedInShotPage(browser, viewport, colorScheme, DEMO_FACILITATOR.email);
      await openEmails(page);
      await shot(page, `page-${size}-${colorScheme}`, true);

      const dialog = await compose(page);
      await dialog.getByRole('region', { name: 'Preview' }).scrollIntoViewIfNeeded();
      await shot(page, `compose-preview-${size}-${colorScheme}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      if (colorScheme === 'light') {
        await page.getByText('See you at the next session').click();
        await page.getByText('Failed: 550 5.1.1 Mailbox unavailable').waitFor();
        await shot(page, `history-opened-${size}-light`, true);

        await page.goto(appUrl('/matching'));
        await page.getByRole('button', { name: 'E-mail groups' }).waitFor({ timeout: 20_000 });
        await settle(page);
        await page.getByRole('button', { name: 'E-mail groups' }).scrollIntoViewIfNeeded();
        await shot(page, `matching-panel-${size}-light`);
        await page.getByRole('button', { name: 'E-mail groups' }).click();
        await page.getByRole('dialog', { name: 'E-mail each group' }).getByText(/^To: /).waitFor({ timeout: 20_000 });
        await shot(page, `matching-dialog-${size}-light`);
      }
      await page.context().close();
    }
  }

  // Keyboard alone: Tab to "Write an e-mail", Enter; type, Tab through, preview and send later.
  const page = await signedInShotPage(browser, WIDTHS[1][1], 'light', DEMO_FACILITATOR.email);
  await openEmails(page);
  await tabTo(page, page.getByRole('button', { name: 'Write an e-mail' }), 60);
  await shot(page, 'keyboard-write-focused-1280-light');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Write a group e-mail' });
  await tabTo(page, dialog.getByRole('textbox', { name: 'Subject' }));
  await page.keyboard.type('Room change this week');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hello {first_name}, this week we meet in room 5.');
  await tabTo(page, dialog.getByRole('button', { name: 'Preview' }), 40);
  await page.keyboard.press('Enter');
  await dialog.getByText(/recipients, one e-mail each/).waitFor({ timeout: 20_000 });
  await shot(page, 'keyboard-preview-1280-light');
  await page.context().close();
});
