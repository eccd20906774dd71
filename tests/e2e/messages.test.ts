/**
 * Every alert of spec section 8 appears when its cause happens (issue 27), in the built app on the
 * emulators. A failed call is a real failure of the app's own request: the browser's request is
 * answered with a server error (Playwright's route), everything else is served as usual. A
 * missing thing is real data: a facilitator of a group that has no cohort yet, a peer without a
 * current group, a person taken out of a group or cohort while their page is open.
 * 'Problem parsing events' is provoked in malformed-calendar.test.ts, 'Tutorial complete!' in
 * shell.test.ts. Each file starts from the demo (demo-restore.ts undoes what this one changes).
 */
import { MESSAGES, type Message } from '@peer-coaching/domain';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import { DEMO_FACILITATOR, DEMO_PEER, postAnnouncement } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);

/** A request of the app's that does not get through: answered with `status` (a server error unless said). */
interface Failure {
  method: 'GET' | 'PUT';
  path: string;
  status?: number;
  /** What the server answers instead of an error; only where the demo cannot hold the case. */
  json?: unknown;
  /** The request never reaches the server (the network is down for it). */
  unreachable?: boolean;
  /** Only requests whose body holds this (one call among others to the same path). */
  bodyIncludes?: string;
}

/** A signed-in page whose browser fails `failures` from the first request on. */
function signedInPageFailing(failures: readonly Failure[]) {
  return signedInPages(async (options?: BrowserContextOptions) => {
    const page = await newPage(options);
    await page.context().route(
      (url) => failures.some((f) => url.pathname === f.path),
      async (route) => {
        const url = new URL(route.request().url());
        const body = route.request().postData() ?? '';
        const failure = failures.find(
          (f) =>
            f.path === url.pathname &&
            f.method === route.request().method() &&
            (f.bodyIncludes === undefined || body.includes(f.bodyIncludes)),
        );
        if (!failure) return route.fallback();
        if (failure.unreachable) return route.abort('internetdisconnected');
        return route.fulfill({ status: failure.status ?? 500, json: failure.json ?? { error: 'Injected failure' } });
      },
    );
    return page;
  });
}

/** Runs `test` with a person's profile changed, then puts the profile back as it was. */
async function withProfile(uid: string, changes: Record<string, unknown>, test: () => Promise<void>) {
  const profile = adminDb.doc(`users/${uid}`);
  const before = (await profile.get()).data()!;
  await profile.update(changes);
  try {
    await test();
  } finally {
    await profile.set(before);
  }
}

/** The alerts on show, once each of `messages` is among them. */
async function alertsShown(page: Page, messages: readonly Message[]): Promise<string[]> {
  for (const message of messages) {
    await page.getByRole('alert').filter({ hasText: message }).first().waitFor({ timeout: 30_000 });
  }
  return (await page.getByRole('alert').allTextContents()).map((text) => text.trim());
}

describe('alerts of a failed call', () => {
  it.each<[string, string, Failure[], Message[]]>([
    [
      'an admin whose groups and certificate requirements fail to load',
      'admin@demo.test',
      [
        { method: 'GET', path: '/api/admin/groups' },
        { method: 'GET', path: '/api/user/setting' },
      ],
      [MESSAGES.errorGettingGroups, MESSAGES.errorGettingCertificateRequirements],
    ],
    [
      'a facilitator whose cohorts fail to load',
      DEMO_FACILITATOR.email,
      [{ method: 'GET', path: '/api/facilitator/cohorts' }],
      [MESSAGES.errorGettingCohorts],
    ],
    [
      'a peer whose shared cohorts fail to load',
      DEMO_PEER.email,
      [{ method: 'GET', path: '/api/user/shared_cohorts' }],
      [MESSAGES.errorGettingCohorts],
    ],
    [
      'the sandbox whose sample data fails to load',
      'sandbox@demo.test',
      [{ method: 'GET', path: '/api/facilitator/sandbox_data' }],
      [MESSAGES.errorLoadingSandboxData],
    ],
  ])('%s: each message shown once, each closed on its own', async (_label, email, failures, messages) => {
    const page = await signedInPageFailing(failures)(email);
    const shown = await alertsShown(page, messages);
    for (const message of messages) expect(shown.filter((text) => text === message)).toHaveLength(1);
    // Closing one leaves the others on show.
    const [first, ...rest] = messages;
    await page.getByRole('alert').filter({ hasText: first }).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: first }).count()).toBe(0);
    for (const message of rest) expect(await page.getByRole('alert').filter({ hasText: message }).count()).toBe(1);
    await page.context().close();
  });

  it('an admin told there are no groups at all: "No groups found"', async () => {
    // The demo cannot hold an installation without a group (every page hangs on one): the
    // server's answer is replaced by an empty list.
    const page = await signedInPageFailing([
      { method: 'GET', path: '/api/admin/groups', status: 200, json: { groups: [] } },
    ])('admin@demo.test');
    await alertsShown(page, [MESSAGES.noGroupsFound]);
    await page.context().close();
  });

  it('a person whose profile fails to load: "Error getting user info" on the page that says the program cannot open', async () => {
    // An account not signed in before in this file: its saved session would not come back without its profile.
    const page = await signedInPageFailing([{ method: 'GET', path: '/api/shared/user' }])('alumni@demo.test');
    await page.getByRole('heading', { name: 'We could not open your program' }).waitFor({ timeout: 30_000 });
    await alertsShown(page, [MESSAGES.errorGettingUserInfo]);
    await page.context().close();
  });
});

describe('the tutorial', () => {
  it('says "Error completing tutorial" when saving its end fails, and keeps the last step open', async () => {
    const failing = signedInPageFailing([{ method: 'PUT', path: '/api/shared/user_info', bodyIncludes: '"tutorial"' }]);
    const page = await failing('sandbox@demo.test');
    await page.getByText('Tutorial (1/24)').waitFor({ timeout: 30_000 });
    for (let step = 1; step < 24; step++) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText(MESSAGES.errorCompletingTutorial).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Tutorial (24/24)').count()).toBe(1);
    await page.context().close();
  });
});

describe('alerts of missing data', () => {
  it('a facilitator of a new group: no cohorts, no current cohort, no certificate requirements yet', async () => {
    await adminDb.doc('groups/e2e-new-group').set({ name: 'New group', cohorts: [] });
    const newGroup = { group: ['e2e-new-group'], group_list: ['e2e-new-group'], current_group: 'e2e-new-group' };
    try {
      await withProfile(DEMO_FACILITATOR.uid, { ...newGroup, current_cohort: null }, async () => {
        const page = await signedInPageFailing([])(DEMO_FACILITATOR.email);
        await alertsShown(page, [
          MESSAGES.noCohortsFound,
          MESSAGES.errorFetchingEvents,
          MESSAGES.problemLoadingCertificateRequirements,
        ]);
        await page.getByText('No cohort selected').first().waitFor();
        await page.context().close();
      });
    } finally {
      await adminDb.doc('groups/e2e-new-group').delete();
    }
  });

  it('a peer without a current group: no events, no certificate requirements', async () => {
    await withProfile(DEMO_PEER.uid, { current_group: null }, async () => {
      const page = await signedInPageFailing([])(DEMO_PEER.email);
      await alertsShown(page, [MESSAGES.errorFetchingEvents, MESSAGES.errorFetchingCertificateRequirements]);
      await page.context().close();
    });
  });

  it('a first sign-in whose sign-in record never reached the server: "There was a user authentication issue."', async () => {
    await withProfile('demo-peer2', { last_login: null }, async () => {
      const failing = signedInPageFailing([{ method: 'PUT', path: '/api/shared/user_info', unreachable: true }]);
      const page = await failing('peer2@demo.test');
      await page.getByRole('heading', { name: 'We could not open your program' }).waitFor({ timeout: 30_000 });
      await alertsShown(page, [MESSAGES.userAuthenticationIssue]);
      await page.context().close();
    });
  });
});

describe('alerts of live data taken away', () => {
  it('a facilitator taken out of the group that is still their current one: users, events and announcements', async () => {
    // The listeners are refused from the start (the rules read the profile); an open dashboard is
    // refused at its data's next change instead, which this test need not wait for.
    await withProfile(DEMO_FACILITATOR.uid, { group_list: [], group: [], cohort_list: [], cohort: [] }, async () => {
      const page = await signedInPageFailing([])(DEMO_FACILITATOR.email);
      const messages = [MESSAGES.errorFetchingUsers, MESSAGES.errorGettingEvents, MESSAGES.errorGettingAnnouncements];
      await alertsShown(page, messages);
      await page.context().close();
    });
  });

  it('a peer taken out of their cohort while the home and a survey are open: at the next change of each', async () => {
    const signedIn = signedInPageFailing([]);
    const home = await signedIn(DEMO_PEER.email);
    await home.locator('[data-event-id]').first().waitFor({ timeout: 30_000 });
    const survey = await signedIn(DEMO_PEER.email, '/reflection');
    await survey.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await withProfile(DEMO_PEER.uid, { cohort_list: [], cohort: [] }, async () => {
      // An open listener is checked against the rules again when what it follows changes: staff
      // edit one of the cohort's events (its calendar is rebuilt), post an announcement, and
      // retitle its surveys.
      const ofCohort = (collection: string) =>
        adminDb.collection(collection).where('cohorts', 'array-contains', DEMO_PEER.cohort).get();
      const [events, surveys] = await Promise.all([ofCohort('events'), ofCohort('surveys')]);
      await Promise.all([
        events.docs[0]!.ref.update({ title: `${String(events.docs[0]!.get('title'))} (moved)` }),
        ...surveys.docs.map((doc) => doc.ref.update({ title: `${String(doc.get('title'))} (edited)` })),
        postAnnouncement(
          'e2e-after-leaving',
          { title: 'Posted after the peer left', body: 'Not for them.' },
          DEMO_PEER.cohort,
        ),
      ]);
      await alertsShown(home, [MESSAGES.problemGettingEvents, MESSAGES.errorFetchingAnnouncements]);
      await alertsShown(survey, [MESSAGES.errorFetchingData]);
    });
    await Promise.all([home.context().close(), survey.context().close()]);
  });
});
