import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_URL, PROJECT_ID } from '../support/emulators.ts';
import { createAccount, describedText, sectionFacts, uniqueEmail } from './support/helpers.ts';
import { appUrl, VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';

let page: Page;

const newPage = chromiumForThisFile();
afterEach(async () => {
  await page?.context().close();
});

function pathOf(url: string): string {
  return new URL(url).pathname;
}

describe('the sign-in page', () => {
  it('is where / leads, with its heading, form and links', async () => {
    page = await newPage();
    await page.goto(appUrl('/'));
    await page.waitForURL((url) => url.pathname === '/login');

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign in');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email address' }).waitFor();
    await form.getByRole('textbox', { name: 'Password', exact: true }).waitFor();
    await form.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).resolves.toBe(
      '/reset-password',
    );
    await expect(page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).resolves.toBe('/signup');
    await expect(page.title()).resolves.toBe('Sign in · Peer Coaching Program');
  });

  it('explains what is missing when submitted empty, next to each field', async () => {
    page = await newPage();
    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

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

  it('rejects a malformed email before asking the identity provider', async () => {
    page = await newPage();
    await page.goto(appUrl('/login'));
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('peer@example');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(describedText(page, 'Email address')).resolves.toBe('Enter an email address like name@example.com.');

    await email.fill('peer@example.com');
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('false');
  });

  it('says a wrong password is not right, next to the password, and keeps what was typed', async () => {
    const address = uniqueEmail('wrong-password');
    await createAccount(address, 'the-right-one');
    page = await newPage();
    await page.goto(appUrl('/login'));
    const email = page.getByRole('textbox', { name: 'Email address' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await email.fill(address);
    await password.fill('not-the-right-one');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect.poll(() => describedText(page, 'Password')).toBe('The e-mail or password is not right.');
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(email.inputValue()).resolves.toBe(address);
    await expect(password.inputValue()).resolves.toBe('not-the-right-one');
    expect(pathOf(page.url())).toBe('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).resolves.toBe(true);

    // Typing again clears the provider's verdict.
    await password.fill('another try');
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('false');
  });

  it('says when there is no account with the e-mail, next to the e-mail', async () => {
    page = await newPage();
    await page.goto(appUrl('/login'));
    await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('nobody'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect.poll(() => describedText(page, 'Email address')).toBe('There is no account with this e-mail.');
  });

  it('signs in with the right password and leaves the sign-in page', async () => {
    const address = uniqueEmail('right-password');
    await createAccount(address, 'the-right-one');
    page = await newPage();
    await page.goto(appUrl('/login'));
    await page.getByRole('textbox', { name: 'Email address' }).fill(address);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('the-right-one');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // What '/' shows is not this suite's business; the session is, as /debug reports it.
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(appUrl('/debug'));
    await expect(sectionFacts(page, 'Signed-in user')).resolves.toContain(address);
  });

  it('e-mails a sign-in link, and the link signs in on the same device', async () => {
    const address = uniqueEmail('link');
    page = await newPage();
    await page.goto(appUrl('/login'));
    await page.getByRole('textbox', { name: 'Email address' }).fill(address);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    const form = page.getByRole('form', { name: 'E-mail me a sign-in link' });
    // The address typed for the password form is kept.
    await expect(form.getByRole('textbox', { name: 'Email address' }).inputValue()).resolves.toBe(address);
    await form.getByRole('button', { name: 'Send sign-in link' }).click();
    const sent = page.getByRole('alert');
    await sent.waitFor();
    await expect(sent.textContent()).resolves.toBe(`Check your e-mail: we sent a sign-in link to ${address}.`);

    await page.goto(await signInLinkFor(address));
    await page.waitForURL((url) => url.pathname !== '/login' || url.search === '');
    await page.goto(appUrl('/debug'));
    await expect(sectionFacts(page, 'Signed-in user')).resolves.toContain(address);
  });

  it('asks for the e-mail when a link is opened on another device, and refuses a used link', async () => {
    const address = uniqueEmail('other-device');
    await requestSignInLink(address);
    const link = await signInLinkFor(address);

    page = await newPage();
    await page.goto(link);
    const form = page.getByRole('form', { name: 'Finish signing in with the link' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    await email.fill(uniqueEmail('someone-else'));
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => describedText(page, 'Email address'))
      .toBe('This is not the e-mail address the link was sent to. Check it, or ask for a new link.');

    await email.fill(address);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login' || url.search === '');
    await page.context().close();

    // The code works once.
    page = await newPage();
    await page.goto(link);
    await page.getByRole('textbox', { name: 'Email address' }).fill(address);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe(
      'This link has expired or has already been used. Ask for a new one.',
    );
  });

  it('downloads no Firestore SDK code', async () => {
    page = await newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(appUrl('/login'));
    await page.getByRole('textbox', { name: 'Email address' }).waitFor();
    await page.waitForLoadState('networkidle');

    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    // The Firestore SDK always carries its production host name.
    expect(bodies.filter((body) => body.includes('firestore.googleapis.com'))).toEqual([]);
  });

  it('downloads the Firebase Auth SDK only once the visitor starts to sign in', async () => {
    page = await newPage();
    const scripts: Promise<string>[] = [];
    const downloading = new Set<Request>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') downloading.add(request);
    });
    page.on('requestfinished', (request) => downloading.delete(request));
    page.on('requestfailed', (request) => downloading.delete(request));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    // The Auth and Firestore SDKs always carry their production host names.
    const scriptsWith = async (text: string) =>
      (await Promise.all(scripts)).filter((body) => body.includes(text)).length;
    await page.goto(appUrl('/login'));
    await page.getByRole('textbox', { name: 'Email address' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(scriptsWith('identitytoolkit.googleapis.com')).resolves.toBe(0);

    await page.getByRole('textbox', { name: 'Email address' }).focus();
    await expect.poll(() => scriptsWith('identitytoolkit.googleapis.com')).toBe(1);
    // Everything the Auth SDK's chunk imports was requested with it (Vite preloads a lazy chunk's
    // imports), so once nothing is downloading, its whole import graph is here.
    await expect.poll(() => downloading.size).toBe(0);
    await expect(scriptsWith('firestore.googleapis.com')).resolves.toBe(0);
  });
});

describe('an unknown address', () => {
  it('shows the error page with a way back (home, which signs a visitor in first)', async () => {
    page = await newPage();
    await page.goto(appUrl('/no/such/page'));

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    await expect(page.getByRole('main').textContent()).resolves.toContain('/no/such/page');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  });
});

describe('a page whose code cannot be downloaded', () => {
  it('shows a generic failure with a way to retry, inside the normal frame', async () => {
    page = await newPage();
    // Simulates a dropped connection or a deploy that removed the old chunk.
    await page.route(/\/assets\/LoginPage-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(appUrl('/login'));

    // The app shell's "Sign in" heading shows first, until the failure is known.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Something went wrong');
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
    page = await newPage({ colorScheme: 'dark' });
    await page.goto(appUrl('/login'));
    await toggle(page).waitFor();
    await expect(shownScheme(page)).resolves.toBe('dark');
    // Nothing is stored until a choice is made, so a later change of the system setting still applies.
    await expect(page.evaluate(() => localStorage.getItem('theme-mode'))).resolves.toBeNull();
  });

  it('remembers the choice across a reload', async () => {
    page = await newPage({ colorScheme: 'light' });
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

describe('the app shell of /login', () => {
  /** The boxes (x, y, width, height) and colours of the frame and the card's heading, as drawn now. */
  const drawing = (p: Page) =>
    p.evaluate(() => {
      const box = (element: Element | null | undefined) => {
        if (!element) return null;
        const { x, y, width, height } = element.getBoundingClientRect();
        return [x, y, width, height].map(Math.round).join(' ');
      };
      const heading = document.querySelector('h1');
      const card = heading?.closest('.MuiCard-root, #app-shell-card');
      const colour = (element: Element | null | undefined) => element && getComputedStyle(element).color;
      return {
        header: box(document.querySelector('header')),
        title: box(document.querySelector('header span')),
        card: box(card),
        cardBackground: card && getComputedStyle(card).backgroundColor,
        heading: box(heading),
        headingColour: colour(heading),
        intro: box(heading?.nextElementSibling),
        introColour: colour(heading?.nextElementSibling),
      };
    });

  const cases = [
    { width: 'mobile', scheme: 'light' },
    { width: 'desktop', scheme: 'dark' },
  ] as const;

  it.each(cases)(
    'draws, before any JavaScript file arrives, the boxes the page will draw ($width, $scheme)',
    async ({ width, scheme }) => {
      page = await newPage({ viewport: VIEWPORTS[width], colorScheme: scheme });
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(appUrl('/login'));
      const shell = await drawing(page);
      expect(shell.heading).not.toBeNull();
      await page.context().close();

      page = await newPage({ viewport: VIEWPORTS[width], colorScheme: scheme });
      await page.goto(appUrl('/login'));
      await page.getByRole('textbox', { name: 'Email address' }).waitFor();
      await expect(drawing(page)).resolves.toEqual(shell);
    },
  );

  it("keeps the card on screen while the sign-in page's code is on its way", async () => {
    page = await newPage({ viewport: VIEWPORTS.mobile });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/LoginPage-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(appUrl('/login'));
    // The app runs (its theme toggle is there) while the page's chunk is held back.
    await page.getByRole('button', { name: 'Toggle light and dark theme' }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign in');
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);

    release();
    await page.getByRole('textbox', { name: 'Email address' }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
  });

  it('is not drawn for a visitor remembered as signed in, nor on other pages', async () => {
    page = await newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(appUrl('/signup'));
    await expect(page.locator('#app-shell').isVisible()).resolves.toBe(false);

    await page.evaluate(() => localStorage.setItem('signed-in-here', '1'));
    await page.goto(appUrl('/login'));
    await expect(page.locator('#app-shell').isVisible()).resolves.toBe(false);
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
    page = await newPage({ viewport: VIEWPORTS[width], colorScheme: scheme });
    await page.goto(appUrl('/login'));
    await page.getByRole('textbox', { name: 'Email address' }).waitFor();
    expect(pathOf(page.url())).toBe('/login');

    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
    expect(blocking).toEqual([]);
  });
});

/** Asks the Auth emulator to "send" a sign-in link, as another device would. */
async function requestSignInLink(email: string): Promise<void> {
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      requestType: 'EMAIL_SIGNIN',
      email,
      continueUrl: appUrl('/login'),
      canHandleCodeInApp: true,
    }),
  });
  if (!response.ok) throw new Error(`Could not send a link to ${email}: ${await response.text()}`);
}

/**
 * The address the e-mailed link finally opens: /login with the one-time code, read from the Auth
 * emulator's outbox (its own oobLink goes through an emulator page first).
 */
async function signInLinkFor(email: string): Promise<string> {
  const response = await fetch(`${AUTH_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = oobCodes.findLast((entry) => entry.email === email && entry.requestType === 'EMAIL_SIGNIN');
  if (!code) throw new Error(`No sign-in link was sent to ${email}.`);
  const url = new URL(appUrl('/login'));
  url.search = new URLSearchParams({
    apiKey: 'demo-api-key',
    oobCode: code.oobCode,
    mode: 'signIn',
    lang: 'en',
  }).toString();
  return url.toString();
}
