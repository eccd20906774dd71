/**
 * Every route of spec section 2, for a signed-out visitor and each signed-in role: where the visit
 * ends, which top bar frames it, and which page it shows (by its document title). The routes and
 * their rules are written out from the spec (here and in support/spec-routes.ts), not taken from
 * the app's route table.
 *
 * Within one role the visits are client-side navigations (history.pushState and a popstate
 * event), as a click on a link would do, so the whole matrix takes seconds instead of a reload
 * and a session bootstrap per route.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, navigateInApp } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { pathOf, seedDemo, signIn } from './support/demo.ts';
import { PUBLIC_PAGE_TITLES, SHARED_PAGE_TITLES, STAFF_PAGE_TITLES } from './support/spec-routes.ts';

type Role = 'signed-out' | 'peer' | 'facilitator' | 'admin';
type Bar = 'participant' | 'admin' | 'none';

const SITE = ' · Peer Coaching Program';

const SHARED = SHARED_PAGE_TITLES;
const STAFF_ONLY = STAFF_PAGE_TITLES;
const PUBLIC = PUBLIC_PAGE_TITLES;

interface Outcome {
  path: string;
  bar: Bar;
  title: RegExp;
}

const exactly = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${SITE}$`);

function homeOf(role: Role): Outcome {
  if (role === 'signed-out') return { path: '/login', bar: 'none', title: exactly('Sign in') };
  return role === 'peer'
    ? { path: '/', bar: 'participant', title: exactly('Home') }
    : { path: '/', bar: 'admin', title: exactly('Dashboard') };
}

/** What section 2 says a visit to `path` by `role` ends on. /logout is tested on its own. */
function expected(role: Role, path: string): Outcome {
  const signedIn = role !== 'signed-out';
  const staff = role === 'facilitator' || role === 'admin';
  const publicTitle = PUBLIC[path];
  const sharedTitle = SHARED[path];
  const staffTitle = STAFF_ONLY[path];
  if (path === '/login' || path === '/signup') {
    if (signedIn) return homeOf(role);
    return { path, bar: 'none', title: exactly(path === '/login' ? 'Sign in' : 'Create an account') };
  }
  if (publicTitle) return { path, bar: 'none', title: publicTitle };
  if (path === '/') return homeOf(role);
  if (sharedTitle)
    return signedIn ? { path, bar: staff ? 'admin' : 'participant', title: exactly(sharedTitle) } : homeOf(role);
  if (staffTitle) return staff ? { path, bar: 'admin', title: exactly(staffTitle) } : homeOf(role);
  if (path === '/user-view') {
    return staff ? { path, bar: 'participant', title: exactly('View as a participant') } : homeOf(role);
  }
  return { path, bar: 'none', title: exactly('Page not found') };
}

const ROUTES = [
  '/login',
  '/signup',
  ...Object.keys(PUBLIC),
  '/',
  ...Object.keys(SHARED),
  ...Object.keys(STAFF_ONLY),
  '/user-view',
  '/no/such/page',
];

const ACCOUNTS: Record<Exclude<Role, 'signed-out'>, string> = {
  peer: 'peer@demo.test',
  facilitator: 'facilitator@demo.test',
  admin: 'admin@demo.test',
};

async function barOf(page: Page): Promise<Bar> {
  if (await page.getByTestId('admin-top-bar').count()) return 'admin';
  if (await page.getByTestId('participant-top-bar').count()) return 'participant';
  return 'none';
}

interface Seen {
  path: string;
  bar: Bar;
  title: string;
}

/**
 * Navigates inside the app, as a link would, and reports where it ended once the expected path
 * and title show (or after 10 s, to report what showed instead).
 */
async function visit(page: Page, path: string, outcome: Outcome): Promise<Seen> {
  await navigateInApp(page, path);
  await page
    .waitForFunction(
      ({ path: want, title }) => window.location.pathname === want && new RegExp(title).test(document.title),
      { path: outcome.path, title: outcome.title.source },
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  return { path: pathOf(page), bar: await barOf(page), title: await page.title() };
}

const newPage = chromiumForThisFile(seedDemo);

describe('the routes of spec section 2', () => {
  it.each<Role>(['signed-out', 'peer', 'facilitator', 'admin'])('behave as the spec says for %s', async (role) => {
    const page = await newPage();
    if (role === 'signed-out') await page.goto(appUrl('/mgh'));
    else await signIn(page, ACCOUNTS[role]);
    // Start from a page that has finished showing, as a person clicking a link would.
    const startTitle = role === 'signed-out' ? expected(role, '/mgh').title : homeOf(role).title;
    await page.waitForFunction((title) => new RegExp(title).test(document.title), startTitle.source);

    const wrong: string[] = [];
    for (const path of ROUTES) {
      const want = expected(role, path);
      const got = await visit(page, path, want);
      if (got.path !== want.path || got.bar !== want.bar || !want.title.test(got.title)) {
        wrong.push(
          `${path}: expected ${want.path} (${want.bar} bar, title ${want.title}), ` +
            `got ${got.path} (${got.bar} bar, title "${got.title}")`,
        );
      }
    }
    await page.context().close();
    expect(wrong).toEqual([]);
  });
});
