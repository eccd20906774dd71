/** The demo data, written fresh for the end-to-end suite, and signing in as a demo account. */
import { expect } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../scripts/seed/accounts.mjs';
import { buildDemoData } from '../../../scripts/seed/build.ts';
import { writeDemoData } from '../../../scripts/seed/write.ts';
import { demoDocuments } from '../../../scripts/seed/documents.ts';
import { adminAuth, adminDb, clearEmulators, idTokenFor } from '../../support/admin.ts';
import { appUrl } from './browser.ts';
import { demoKey, rememberDemo, restoreDemo } from './demo-restore.ts';
import { discussionTriggersSettled, eventTriggersSettled } from './settle.ts';

export const DEMO_PASSWORD = 'demo-password';

/**
 * The demo for today, with the attendance of the named demo accounts only: every attendance write
 * wakes the activity trigger, and the other peers' 2,000-odd records would keep the functions
 * emulator busy for a minute without changing what these tests look at.
 */
export async function seedDemo(): Promise<void> {
  const data = buildDemoData(new Date());
  const named = new Set(DEMO_ACCOUNTS.map((account) => account.uid));
  const attendance = data.attendance.filter((record) => named.has(record.user_id));
  const demo = { ...data, attendance };
  const targets = { db: adminDb, auth: adminAuth };
  // Usually only what the file before changed needs undoing (demo-restore.ts).
  const key = demoKey(demoDocuments(demo), demo.accounts);
  if (await restoreDemo(key, demo.accounts, targets)) return;
  await clearEmulators();
  await writeDemoData(demo, targets);
  // A test's change must not queue behind the events trigger's ~200 deliveries for the demo, nor
  // behind the discussion's (and the snapshot below must not be taken while they still write).
  await eventTriggersSettled();
  await discussionTriggersSettled();
  await rememberDemo(key, targets);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Each account's browser storage after its first sign-in in this test file (vitest gives each
 * file its own modules). Firebase Auth keeps the session in localStorage (web/src/lib/auth.ts), so
 * a new context that starts with it is signed in without the login form: about a second and a
 * page load less for each of the suite's 150-odd sign-ins.
 */
const sessions = new Map<string, StorageState>();

/**
 * A page opener for two-browser tests: each call opens a page of `newPage` (a browser context of
 * its own), signs `email` in, and goes to `path` if given. An account signed in before in this
 * file starts with its saved session; should the app not take it (revoked, as "sign out
 * everywhere" does), the login form is used as on the first time.
 */
export function signedInPages(newPage: (options?: BrowserContextOptions) => Promise<Page>) {
  return async (email: string, path?: string): Promise<Page> => {
    const saved = sessions.get(email);
    const page = await newPage(saved && { storageState: saved });
    if (saved && (await resumedSession(page, path ?? '/'))) return page;
    await signIn(page, email);
    sessions.set(email, await page.context().storageState());
    if (path) await page.goto(appUrl(path));
    return page;
  };
}

/**
 * Opens `path` with the saved session the page's context started with: true once the signed-in
 * shell shows (the API accepted the session: the shell needs the user it answers), false when the
 * app sends the page to /login, or when the context has no saved storage (an opener that makes
 * its own page, with its own options).
 */
async function resumedSession(page: Page, path: string): Promise<boolean> {
  if ((await page.context().storageState()).origins.length === 0) return false;
  await page.goto(appUrl(path));
  // `includeHidden`: a path that opens a dialog (`&event=<id>`) hides the shell behind the modal
  // from the accessibility tree a moment after it shows; a poll that missed that moment would
  // wait the whole timeout and then try the login form, which a signed-in page never shows.
  // Each settles either way, so the one that loses the race never rejects unhandled.
  const shown = page
    .getByRole('button', { name: 'Account menu', includeHidden: true })
    .waitFor({ timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
  const refused = page
    .waitForURL((url) => url.pathname === '/login', { timeout: 20_000 })
    .then(
      () => false,
      () => false,
    );
  return Promise.race([shown, refused]);
}

/** Signs in through the login form and waits until the app has left /login. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(path);
}

/** The API as the browser calls it (through Hosting), with a demo account's token. */
export async function demoApi(email: string, method: string, path: string, body?: unknown) {
  const token = await idTokenFor(email, DEMO_PASSWORD);
  const response = await fetch(appUrl(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
