/**
 * The public pages around sign-in: sign-up, password reset, sign-out, the program landing pages
 * and /debug. The suite starts from empty emulators; every test makes its own accounts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, describedText, sectionFacts, uniqueEmail } from './support/helpers.ts';
import { appUrl, VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';

let page: Page;

const newPage = chromiumForThisFile();
afterEach(async () => {
  await page?.context().close();
});

describe('the sign-up page', () => {
  it('checks the form in the browser first', async () => {
    page = await newPage();
    await page.goto(appUrl('/signup'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Create an account');
    await page.getByRole('textbox', { name: 'Email address' }).fill('new@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('123456');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(describedText(page, 'Password')).resolves.toBe('Choose a password of at least 6 characters.');
    await expect(describedText(page, 'Confirm password')).resolves.toBe('The two passwords are not the same.');
    await expect(page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe('/login');
  });

  it('says next to the e-mail when an account already exists, keeping what was typed', async () => {
    const address = uniqueEmail('taken');
    await createAccount(address, 'first-password');
    page = await newPage();
    await page.goto(appUrl('/signup'));
    await fillSignUp(page, address, 'second-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect
      .poll(() => describedText(page, 'Email address'))
      .toBe('An account with this e-mail already exists. Sign in instead, or reset your password.');
    const email = page.getByRole('textbox', { name: 'Email address' });
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(email.inputValue()).resolves.toBe(address);
    await expect(email.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
  });

  it('creates the account and signs the new person in', async () => {
    const address = uniqueEmail('new');
    page = await newPage();
    await page.goto(appUrl('/signup'));
    await fillSignUp(page, address, 'a-good-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((url) => url.pathname !== '/signup');
    await page.goto(appUrl('/debug'));
    await expect(sectionFacts(page, 'Signed-in user')).resolves.toContain(address);
  });
});

describe('the password reset page', () => {
  it.each([
    ['an account', true],
    ['no account', false],
  ])('gives the same neutral answer for an e-mail with %s', async (_label, exists) => {
    const address = uniqueEmail('reset');
    if (exists) await createAccount(address, 'forgotten-password');
    page = await newPage();
    await page.goto(appUrl('/reset-password'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Reset your password');
    await page.getByRole('textbox', { name: 'Email address' }).fill(address);
    await page.getByRole('button', { name: 'Send reset link' }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe(`If an account exists for ${address}, a reset link is on its way.`);
    await expect(page.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).resolves.toBe('/login');
  });

  it('rejects a malformed e-mail without sending anything', async () => {
    page = await newPage();
    await page.goto(appUrl('/reset-password'));
    await page.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(describedText(page, 'Email address')).resolves.toBe('Enter an email address like name@example.com.');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });
});

describe('the sign-out page', () => {
  it('signs out and lands on /login, replacing itself in the history', async () => {
    const address = uniqueEmail('leaving');
    await createAccount(address, 'a-password');
    page = await newPage();
    await page.goto(appUrl('/login'));
    await page.getByRole('textbox', { name: 'Email address' }).fill(address);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto(appUrl('/logout'));
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(appUrl('/debug'));
    await page.getByText('Nobody is signed in').waitFor();
  });
});

describe.each([
  ['/mgh', 'MGH Peer Coaching Program'],
  ['/harvard', 'Harvard Peer Coaching Program'],
])('the landing page %s', (path, name) => {
  it('welcomes visitors by program, with the ways in', async () => {
    page = await newPage();
    await page.goto(appUrl(path));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(name);
    await expect(page.title()).resolves.toBe(name);
    await expect(page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe('/login');
    await expect(page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).resolves.toBe('/signup');
    const steps = await page.getByRole('listitem').allTextContents();
    expect(steps).toHaveLength(5);
    for (const part of ['Kickoff', 'Coaching pairs', 'Check-ins', 'Office hours', 'Certificate']) {
      expect(steps.some((step) => step.includes(part))).toBe(true);
    }
  });
});

describe('the debug page', () => {
  it('shows the build, the API health and that nobody is signed in', async () => {
    const health = (await (await fetch(appUrl('/api/public/health'))).json()) as { status: string; version: string };
    page = await newPage();
    await page.goto(appUrl('/debug'));

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Debug');
    const build = await sectionFacts(page, 'This build');
    expect(build).toContain('Emulators');
    expect(build).toContain('demo-peer-coaching');
    const api = await sectionFacts(page, 'API health');
    expect(api).toContain(health.status);
    expect(api).toContain(health.version);
    await page.getByText('Nobody is signed in').waitFor();
  });

  it('says so when the API does not answer', async () => {
    page = await newPage();
    await page.route('**/api/public/health', (route) => route.abort('internetdisconnected'));
    await page.goto(appUrl('/debug'));
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('The API did not answer');
  });
});

describe('accessibility of the public pages', () => {
  const cases = ['/signup', '/reset-password', '/mgh', '/debug'].flatMap((path) =>
    (['light', 'dark'] as const).map((scheme) => ({ path, scheme })),
  );

  it.each(cases)('$path has no serious or critical axe violations ($scheme)', async ({ path, scheme }) => {
    page = await newPage({ viewport: VIEWPORTS.mobile, colorScheme: scheme });
    await page.goto(appUrl(path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
    expect(blocking).toEqual([]);
  });
});

async function fillSignUp(p: Page, email: string, password: string): Promise<void> {
  await p.getByRole('textbox', { name: 'Email address' }).fill(email);
  await p.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await p.getByRole('textbox', { name: 'Confirm password' }).fill(password);
}
