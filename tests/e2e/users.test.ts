/**
 * /user end to end (issue 12, docs/users.md): a facilitator invites a person, who signs in from
 * the e-mailed link (read from the mail catcher) and turns from invited to confirmed on the
 * facilitator's open list; a facilitator moves a peer to another cohort and the peer's calendar
 * shows the new cohort's events. By keyboard where a person would use it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { MAIL_CATCHER_URL } from '../support/emulators.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { appUrl, VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { expectPath, seedDemo, signedInPages, signIn } from './support/demo.ts';
import { DEMO_FACILITATOR, DEMO_PEER } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);

interface Mail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The sign-in link of the invitation e-mailed to `address`, from the catcher. */
async function invitationLink(address: string): Promise<string> {
  return eventually(async () => {
    const list = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as Mail[];
    const mail = list.find((m) => m.to.some((t) => t.address === address));
    return mail ? /(https?:\/\/\S+\/login\?\S+)/.exec(mail.text)?.[1] : undefined;
  }, 60_000);
}

/** The list's rows by name, in order. */
const listedNames = (page: Page) =>
  page.locator('.MuiDataGrid-row [data-field="name"]').evaluateAll((cells) => cells.map((c) => c.textContent ?? ''));

describe('inviting a person', () => {
  it('e-mails a link that signs them in; the open list moves them from invited to confirmed', async () => {
    const email = 'nadia.okoro@example.org';
    const staff = await signedInPage(DEMO_FACILITATOR.email, '/user');
    await staff.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await staff.locator('.MuiDataGrid-row').first().waitFor({ timeout: 20_000 });

    // By keyboard: the Invite button, then the one-person form.
    await staff.getByRole('button', { name: 'Invite', exact: true }).focus();
    await staff.keyboard.press('Enter');
    const dialog = staff.getByRole('dialog', { name: 'Invite people' });
    await dialog.getByRole('textbox', { name: 'E-mail address' }).waitFor();
    await staff.keyboard.type(email);
    await staff.keyboard.press('Tab');
    await staff.keyboard.type('Nadia');
    await staff.keyboard.press('Tab');
    await staff.keyboard.type('Okoro');
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The list now shows the invited people, the new one among them.
    await expect.poll(() => listedNames(staff), { timeout: 15_000 }).toContain('Okoro, Nadia');
    // Invited to the facilitator's current cohort, the form's first choice.
    const current = (await adminDb.doc(`users/${DEMO_FACILITATOR.uid}`).get()).get('current_cohort') as string;
    const profile = (await adminDb.collection('users').where('email', '==', email).get()).docs[0]!;
    expect(profile.data()).toMatchObject({ status: 'invited', role: 'peer', cohort_list: [current] });

    // The invited person opens the link on another device, types their address, and is in.
    const link = await invitationLink(email);
    expect(new URL(link).pathname).toBe('/login');
    const invitee = await newPage();
    await invitee.goto(link.replace(/^https?:\/\/[^/]+/, new URL(appUrl('/')).origin));
    await invitee.getByRole('textbox', { name: 'Email address' }).fill(email);
    await invitee.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(invitee, '/');

    await eventually(async () =>
      (await adminDb.doc(`users/${profile.id}`).get()).get('status') === 'confirmed' ? true : undefined,
    );
    // Live: the facilitator's list (still on "Invited") lets them go without a reload.
    await expect.poll(() => listedNames(staff), { timeout: 15_000 }).not.toContain('Okoro, Nadia');
    await staff.getByRole('button', { name: /^Confirmed/ }).click();
    await staff.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('okoro');
    await expect.poll(() => listedNames(staff), { timeout: 15_000 }).toEqual(['Okoro, Nadia']);
  });
});

describe('a bounded list (issue 26)', () => {
  it('reads a page of people, not the group; the next page continues by last name; search asks the server', async () => {
    const groupSize = (await adminDb.collection('users').where('group', 'array-contains', 'mgh').count().get()).data()
      .count;
    const staff = await signedInPage(DEMO_FACILITATOR.email, '/user');
    await staff.locator('.MuiDataGrid-row').first().waitFor({ timeout: 20_000 });
    // Read once the page shows all it loads: its rows (the page of people, one query) and the
    // filters' counts (no "…" left).
    await expect.poll(() => staff.getByRole('button', { name: /\(…\)/ }).count(), { timeout: 20_000 }).toBe(0);
    // Everything the page read (the session, the cohorts, the page of people, the counts) is less
    // than the group's people alone, which the page used to read whole.
    const reads = await staff.evaluate(() => (window as { __documentReads?: number }).__documentReads ?? 0);
    console.log(`/user first load: ${reads} document reads; the group has ${groupSize} people`);
    expect(reads).toBeLessThan(groupSize);

    // Everyone: more than one page of 25.
    await staff.getByRole('button', { name: /^All \(/ }).click();
    await staff.getByRole('combobox', { name: 'Cohort' }).click();
    await staff.getByRole('option', { name: 'All cohorts' }).click();
    await staff.getByRole('combobox', { name: 'Role' }).click();
    await staff.getByRole('option', { name: 'All roles' }).click();
    expect(groupSize).toBeGreaterThan(25);
    await expect.poll(() => listedNames(staff), { timeout: 15_000 }).toHaveLength(25);
    await expect
      .poll(async () => (await staff.getByRole('button', { name: /^All \(/ }).textContent()) ?? '')
      .toBe(`All (${groupSize})`);
    // The browser's cache may answer a new query first (what it holds of it), the server a moment
    // later: wait for the server's page, the group's first 25 people by last_name_lower, as the
    // page's query asks for them.
    const serverPage = await adminDb
      .collection('users')
      .where('group', 'array-contains', 'mgh')
      .orderBy('last_name_lower')
      .limit(25)
      .get();
    const expectedFirst = serverPage.docs.map((d) =>
      d.get('last_name') || d.get('first_name')
        ? [d.get('last_name'), d.get('first_name')].filter(Boolean).join(', ')
        : (d.get('email') as string),
    );
    await expect
      .poll(async () => [...(await listedNames(staff))].sort(), { timeout: 15_000 })
      .toEqual([...expectedFirst].sort());
    const first = await listedNames(staff);
    const lower = (names: string[]) => names.map((n) => n.toLowerCase());
    expect(lower(first)).toEqual([...lower(first)].sort((a, b) => a.localeCompare(b)));
    // By keyboard: the footer's next-page button.
    await staff.getByRole('button', { name: 'Go to next page' }).focus();
    await staff.keyboard.press('Enter');
    // The page may first show what the browser's cache holds of the wider query, then the server's answer.
    await expect.poll(async () => (await listedNames(staff)).length, { timeout: 15_000 }).toBe(groupSize - 25);
    const second = await listedNames(staff);
    expect(second.some((name) => first.includes(name))).toBe(false);
    // The server pages by `last_name_lower` (code points): every last name of page 2 comes at or after page 1's.
    const lastNames = (names: string[]) => names.map((n) => n.split(',')[0]!.toLowerCase());
    const latestFirst = lastNames(first).reduce((a, b) => (b > a ? b : a));
    const earliestSecond = lastNames(second).reduce((a, b) => (b < a ? b : a));
    expect(earliestSecond >= latestFirst).toBe(true);
    expect(await staff.getByRole('button', { name: 'Go to next page' }).isDisabled()).toBe(true);

    // A search is the start of a last name, sent to the server: back to the first page.
    const someone = second[0]!;
    const prefix = lastNames([someone])[0]!.slice(0, 3);
    await staff.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(prefix);
    // As above, the cache may show part of the wider list first: the server's answer holds only the prefix.
    await expect
      .poll(
        async () => {
          const names = await listedNames(staff);
          return names.includes(someone) && lastNames(names).every((last) => last.startsWith(prefix));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await staff.context().close();
  });
});

describe('moving a peer to another cohort', () => {
  /** Ids of the events the peer's calendar shows. */
  const calendarIds = (page: Page) =>
    page
      .locator('[data-event-id]')
      .evaluateAll((items) => [...new Set(items.map((i) => i.getAttribute('data-event-id') ?? ''))]);

  it("changes the peer's calendar to the new cohort's events", async () => {
    const peer = await signedInPage(DEMO_PEER.email, '/');
    await peer.locator('[data-event-id]').first().waitFor({ timeout: 20_000 });
    const before = await calendarIds(peer);
    expect(before.some((id) => id.startsWith('mgh-2026-a-'))).toBe(true);
    expect(before.some((id) => id.startsWith('mgh-2026-b-'))).toBe(false);

    const staff = await signedInPage(DEMO_FACILITATOR.email, '/user');
    await staff.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(DEMO_PEER.email);
    await expect.poll(() => listedNames(staff), { timeout: 20_000 }).toEqual(['Rivera, Jordan']);
    // A click on the row opens the profile.
    await staff.locator('.MuiDataGrid-row [data-field="cohort"]').first().click();
    const profile = staff.getByRole('dialog', { name: DEMO_PEER.name });
    await profile.getByRole('heading', { name: 'Attendance' }).waitFor();
    await profile.getByText('No matching round yet.').waitFor();
    await profile.getByRole('button', { name: 'Edit' }).click();
    const edit = staff.getByRole('dialog', { name: 'Edit profile' });
    await edit.getByRole('combobox', { name: 'Cohort' }).click();
    await staff.getByRole('option', { name: 'MGH 2026 Cohort B' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await eventually(async () =>
      (await adminDb.doc(`users/${DEMO_PEER.uid}`).get()).get('current_cohort') === 'mgh-2026-b' ? true : undefined,
    );

    await peer.reload();
    await expect
      .poll(async () => (await calendarIds(peer)).some((id) => id.startsWith('mgh-2026-b-')), { timeout: 20_000 })
      .toBe(true);
    expect((await calendarIds(peer)).some((id) => id.startsWith('mgh-2026-a-'))).toBe(false);
  });
});

describe('accessibility of /user', () => {
  it.each([
    ['mobile', 'light'],
    ['desktop', 'dark'],
  ] as const)('the list, a profile and the invitation have no serious axe violation (%s, %s)', async (size, scheme) => {
    const page = await newPage({ viewport: VIEWPORTS[size], colorScheme: scheme });
    await signIn(page, DEMO_FACILITATOR.email);
    await page.goto(appUrl('/user'));
    await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 20_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(appUrl(`/user?id=${DEMO_PEER.uid}`));
    await page.getByRole('dialog', { name: DEMO_PEER.name }).getByText('No matching round yet.').waitFor();
    await page
      .getByRole('dialog')
      .getByText(/activities ·/)
      .waitFor({ timeout: 20_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(appUrl('/user'));
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite people' });
    await dialog.getByRole('tab', { name: 'A list (CSV)' }).click();
    await dialog
      .getByRole('textbox', { name: 'Paste the list' })
      .fill(
        'email,first_name,last_name,cohort\nnot-an-address,Ben,Osei,mgh-2026-a\nana@example.org,Ana,Lima,mgh-2026-a',
      );
    await dialog.getByLabel('Preview of the list').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
