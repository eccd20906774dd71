import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, assertAppIsServed, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  await assertAppIsServed();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.context().close();
});

function pathOf(url: string): string {
  return new URL(url).pathname;
}

describe('the sign-in page', () => {
  it('is where / leads, with its heading, form and links', async () => {
    page = await openPage(browser);
    await page.goto(appUrl('/'));
    await page.waitForURL((url) => url.pathname === '/login');

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign in');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email address' }).waitFor();
    await form.getByRole('textbox', { name: 'Password', exact: true }).waitFor();
    await form.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect(page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).resolves.toBe(
      '/reset-password',
    );
    await expect(page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).resolves.toBe('/signup');
    await expect(page.title()).resolves.toBe('Sign in · Peer Coaching Program');
  });

  it('explains what is missing when submitted empty, next to each field', async () => {
    page = await openPage(browser);
    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();

    const email = page.getByRole('textbox', { name: 'Email address' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
    // The messages are tied to their fields, so screen readers announce them with the field.
    await expect(describedText(page, 'Email address')).resolves.toBe('Enter your email address.');
    await expect(describedText(page, 'Password')).resolves.toBe('Enter your password.');
    // Focus goes to the first field to fix.
    await expect(email.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });

  it('rejects a malformed email, then says plainly that sign-in is not available yet', async () => {
    page = await openPage(browser);
    await page.goto(appUrl('/login'));
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('peer@example');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(describedText(page, 'Email address')).resolves.toBe('Enter an email address like name@example.com.');

    await email.fill('peer@example.com');
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('false');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('Sign-in is not available yet in this build.');
  });

  it('downloads no Firestore SDK code', async () => {
    page = await openPage(browser);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(appUrl('/login'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');

    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    // The Firestore SDK always carries its production host name.
    expect(bodies.filter((body) => body.includes('firestore.googleapis.com'))).toEqual([]);
  });
});

describe('an unknown address', () => {
  it('shows the error page with a way back to sign in', async () => {
    page = await openPage(browser);
    await page.goto(appUrl('/no/such/page'));

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    await expect(page.getByRole('main').textContent()).resolves.toContain('/no/such/page');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  });
});

describe('a page whose code cannot be downloaded', () => {
  it('shows a generic failure with a way to retry, inside the normal frame', async () => {
    page = await openPage(browser);
    // Simulates a dropped connection or a deploy that removed the old chunk.
    await page.route(/\/assets\/LoginPage-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(appUrl('/login'));

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Something went wrong');
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.getByRole('button', { name: 'Toggle light and dark theme' }).waitFor();
  });
});

describe('the theme', () => {
  const toggle = (p: Page) => p.getByRole('button', { name: 'Toggle light and dark theme' });
  const shownScheme = (p: Page) =>
    p.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
  const pageBackground = (p: Page) => p.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it('follows the system setting until someone chooses', async () => {
    page = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(appUrl('/login'));
    await toggle(page).waitFor();
    await expect(shownScheme(page)).resolves.toBe('dark');
    // Nothing is stored until a choice is made, so a later change of the system setting still applies.
    await expect(page.evaluate(() => localStorage.getItem('theme-mode'))).resolves.toBeNull();
  });

  it('remembers the choice across a reload', async () => {
    page = await openPage(browser, { colorScheme: 'light' });
    await page.goto(appUrl('/login'));
    await toggle(page).waitFor();
    await expect(shownScheme(page)).resolves.toBe('light');
    const lightBackground = await pageBackground(page);

    await toggle(page).click();
    await expect(shownScheme(page)).resolves.toBe('dark');
    await expect(page.evaluate(() => localStorage.getItem('theme-mode'))).resolves.toBe('dark');
    const darkBackground = await pageBackground(page);
    expect(darkBackground).not.toBe(lightBackground);

    await page.reload();
    await toggle(page).waitFor();
    await expect(shownScheme(page)).resolves.toBe('dark');
    await expect(pageBackground(page)).resolves.toBe(darkBackground);
  });
});

describe('accessibility of /login', () => {
  const cases = [
    { width: 'mobile', scheme: 'light' },
    { width: 'mobile', scheme: 'dark' },
    { width: 'desktop', scheme: 'light' },
    { width: 'desktop', scheme: 'dark' },
  ] as const;

  it.each(cases)('has no serious or critical axe violations ($width, $scheme)', async ({ width, scheme }) => {
    page = await openPage(browser, { viewport: VIEWPORTS[width], colorScheme: scheme });
    await page.goto(appUrl('/login'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(pathOf(page.url())).toBe('/login');

    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
    expect(blocking).toEqual([]);
  });
});

/** The text of the element(s) that the field labelled `label` names in aria-describedby. */
async function describedText(p: Page, label: string): Promise<string> {
  const field = p.getByRole('textbox', { name: label, exact: true });
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => p.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ').trim();
}
