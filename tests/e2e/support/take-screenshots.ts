/**
 * /login, the participant home and the admin dashboard at 375, 800 and 1280 px, light and dark,
 * into the screenshots' app/ folder (screenshots.ts). Seeds the demo first: run it inside the
 * emulators, as `npm run screenshots app` does.
 */
import { join } from 'node:path';
import { appUrl, openPage } from './browser.ts';
import { signIn } from './demo.ts';
import { screenshotDir, takeScreenshots } from './screenshots.ts';

const outDir = screenshotDir('app');
const WIDTHS = [375, 800, 1280];
const SHOTS = [
  { name: 'login', email: null, ready: 'Sign in' },
  { name: 'participant-home', email: 'peer@demo.test', ready: 'Certificate progress' },
  { name: 'admin-dashboard', email: 'facilitator@demo.test', ready: "Peers' progress" },
  { name: 'sandbox-tutorial', email: 'sandbox@demo.test', ready: "Peers' progress" },
] as const;

await takeScreenshots(async (browser) => {
  for (const shot of SHOTS) {
    for (const width of WIDTHS) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await openPage(browser, { viewport: { width, height: 900 }, colorScheme });
        if (shot.email) {
          await signIn(page, shot.email);
          // Wait for the page's last section, then for its data (no skeletons left).
          await page.getByRole('heading', { name: shot.ready }).waitFor({ timeout: 20_000 });
          await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root'), undefined, {
            timeout: 20_000,
          });
        } else {
          await page.goto(appUrl('/login'));
          // index.html's shell draws the heading before the app: wait for the form itself.
          await page.getByLabel('Email address').waitFor();
        }
        const file = join(outDir, `${shot.name}-${width}-${colorScheme}.png`);
        await page.screenshot({ path: file, fullPage: shot.name !== 'sandbox-tutorial' });
        console.log(file);
        await page.context().close();
      }
    }
  }
});
