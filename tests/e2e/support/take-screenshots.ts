/**
 * Regenerates docs/screenshots/login-{375,1280}-{light,dark}.png from a served build:
 *   npm run build -w web && (cd web && npx vite preview --port 5000 --strictPort) &
 *   npx tsx tests/e2e/support/take-screenshots.ts
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appUrl, launchBrowser, openPage, VIEWPORTS } from './browser.ts';

const outDir = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const browser = await launchBrowser();
try {
  for (const viewport of Object.values(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage(browser, { viewport, colorScheme });
      await page.goto(appUrl('/login'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const file = join(outDir, `login-${viewport.width}-${colorScheme}.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
}
