/**
 * Launching Chromium for the end-to-end tests. Playwright's own browser download does not work on
 * these machines, so we drive the Debian Chromium through playwright-core (see docs/architecture.md, "Tests").
 */
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/** The Hosting emulator serving web/dist; override to point at `vite preview` or a deployment. */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000').replace(/\/$/, '');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that work in these containers: no sandbox, no GPU, nothing phoning home. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * What the browser refused under Hosting's Content-Security-Policy (firebase.json) in this file's
 * pages. tests/e2e/support/csp-guard.ts fails the file when anything is here: the app must work
 * under the policy it is deployed with.
 */
export const cspViolations: string[] = [];

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        cspViolations.push(`${message.location().url}: ${message.text()}`);
    });
    return context;
  };
  return browser;
}

/**
 * Goes to `path` inside the open app as a link would (history.pushState and a popstate event the
 * router follows): no reload, no new session bootstrap, the page's counters and listeners kept.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The absolute URL of an app path such as '/login'. */
export function appUrl(path: string): string {
  return `${BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * A page in a fresh context (empty localStorage), light system theme unless asked otherwise.
 * Close the returned page's context when done.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, colorScheme: 'light', ...options });
  return context.newPage();
}

/** Fails fast, with the fix in the message, when nothing serves the app at BASE_URL. */
export async function assertAppIsServed(): Promise<void> {
  try {
    const response = await fetch(appUrl('/login'), { signal: AbortSignal.timeout(5000) });
    if (response.ok) return;
    throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    throw new Error(
      `The web app is not served at ${BASE_URL} (${String(error)}). Run the e2e tests through \`npm test\`, ` +
        'which starts the Hosting emulator, or build and serve web/dist yourself: ' +
        '`npm run build -w web && (cd web && npx vite preview --port 5000 --strictPort)`.',
      { cause: error },
    );
  }
}
