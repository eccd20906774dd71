/**
 * /settings' program, reminder and facilitator sections (issue 12, docs/settings.md): a
 * facilitator corrects a refused contact address and saves the program, sets the reminder
 * schedule by keyboard; an admin makes a participant a facilitator and removes them again. The
 * History (issue 24, docs/audit-log.md): the demo's log, a change arriving live, the filters and
 * the CSV.
 */
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { SETTINGS_SECTIONS } from '../../web/src/features/settings/sections.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { demoApi, seedDemo, signedInPages } from './support/demo.ts';
import { readFile } from 'node:fs/promises';
import { DEMO_FACILITATOR } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);
const program = async () => (await adminDb.doc('groups/mgh/settings/program').get()).data();

describe('/settings program and reminders', () => {
  it('saves the program (a bad address refused on its field, nothing lost) and the schedule by keyboard', async () => {
    const page = await signedInPage(DEMO_FACILITATOR.email, '/settings?section=program');
    const name = page.getByRole('textbox', { name: 'Program name' });
    await expect.poll(() => name.inputValue(), { timeout: 20_000 }).toBe('MGH Peer Coaching Program');
    await name.fill('MGH Peer Coaching');
    const email = page.getByRole('textbox', { name: 'Contact e-mail' });
    await email.fill('dana');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Must be an e-mail address').waitFor();
    expect(await name.inputValue()).toBe('MGH Peer Coaching');
    await email.fill('dana@mgh.demo.test');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Program of MGH saved').waitFor();
    expect(await program()).toMatchObject({ program_name: 'MGH Peer Coaching', contact_email: 'dana@mgh.demo.test' });

    // The reminder schedule, by keyboard alone: the tab, the select, an option, Save.
    await page.getByRole('tab', { name: 'Reminders' }).focus();
    await page.keyboard.press('Enter');
    const select = page.getByRole('combobox', { name: 'Survey reminder' });
    await select.waitFor();
    await select.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: '5 days before a survey closes' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Reminder schedule of MGH saved').waitFor();
    expect(await program()).toMatchObject({ survey_reminder_days: 5, program_name: 'MGH Peer Coaching' });
  });
});

describe('/settings facilitators', () => {
  it('lists them to a facilitator; an admin adds a participant as a facilitator and removes them', async () => {
    const staff = await signedInPage(DEMO_FACILITATOR.email, '/settings?section=facilitators');
    const list = staff.getByRole('list', { name: 'Facilitators' });
    await list.waitFor({ timeout: 20_000 });
    await staff.getByText('Only an admin adds or removes a facilitator.').waitFor();
    expect(await staff.getByRole('button', { name: 'Add facilitator' }).count()).toBe(0);

    const admin = await signedInPage('admin@demo.test', '/settings?section=facilitators');
    await admin.getByRole('list', { name: 'Facilitators' }).waitFor({ timeout: 20_000 });
    await admin.getByRole('combobox', { name: 'Participant to add' }).click();
    const option = admin.getByRole('option').first();
    const label = (await option.textContent())!;
    const person = label.replace(/ \(.*\)$/, '');
    await option.click();
    await admin.getByRole('button', { name: 'Add facilitator' }).click();
    await admin.getByText(`${person} now runs MGH`).waitFor();
    // Live on the facilitator's open page too.
    await list.getByRole('link', { name: person }).waitFor({ timeout: 20_000 });
    const email = label.match(/\((.*)\)$/)![1]!;
    const uid = (await adminDb.collection('users').where('email', '==', email).get()).docs[0]!.id;
    await eventually(async () => {
      const user = (await adminDb.doc(`users/${uid}`).get()).data();
      return user?.role === 'facilitator' && (user.group_list as string[]).includes('mgh') ? user : undefined;
    });

    const row = admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name: person }) });
    await row.getByRole('button', { name: 'Remove' }).click();
    await admin
      .getByRole('dialog', { name: `Remove ${person}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await admin.getByText(`${person} is a participant again`).waitFor();
    await list.getByRole('link', { name: person }).waitFor({ state: 'detached', timeout: 20_000 });
    expect((await adminDb.doc(`users/${uid}`).get()).get('role')).toBe('peer');
  });
});

describe('/settings cohorts', () => {
  it('creates a cohort and renames it', async () => {
    const page = await signedInPage(DEMO_FACILITATOR.email, '/settings?section=cohorts');
    await page.getByRole('list', { name: 'Cohorts' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'New cohort' }).click();
    const dialog = page.getByRole('dialog', { name: 'New cohort' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E Cohort');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Cohort E2E Cohort created').waitFor();
    await page.getByRole('button', { name: 'Edit E2E Cohort' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit E2E Cohort' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('E2E Cohort renamed');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Cohort renamed: 0 people updated').waitFor();
    await page.getByRole('list', { name: 'Cohorts' }).getByText('E2E Cohort renamed').waitFor();
    const cohort = await adminDb.doc('cohorts/mgh-e2e-cohort').get();
    expect(cohort.get('name')).toBe('E2E Cohort renamed');
    // Leave the demo as it was for the files after this one.
    const group = adminDb.doc('groups/mgh');
    const cohorts = ((await group.get()).get('cohorts') as string[]).filter((id) => id !== 'mgh-e2e-cohort');
    await Promise.all([cohort.ref.delete(), group.update({ cohorts })]);
  });
});

describe('/settings history', () => {
  it('lists the demo’s log, shows a change made elsewhere live, filters by action and date, saves a CSV', async () => {
    const page = await signedInPage(DEMO_FACILITATOR.email, '/settings?section=history');
    const list = page.getByRole('list', { name: 'History' });
    await list.waitFor({ timeout: 20_000 });
    // The demo's group e-mails are in MGH's log, with who sent them.
    await list.getByText('“Welcome to {cohort}” to MGH 2026 Cohort A (16), sent now').waitFor();
    await list
      .getByText(/facilitator@demo\.test · Group e-mail sent/)
      .first()
      .waitFor();

    // An admin's change through the API reaches the open History without a reload.
    const title = `Audit e2e ${Date.now()}`;
    const created = await demoApi('admin@demo.test', 'POST', '/api/facilitator/announcements', {
      title,
      body: 'Shown live in the history.',
      cohorts: ['mgh-2026-a'],
      display: 'manual',
      visible: false,
      start_date: null,
      end_date: null,
    });
    expect(created.status).toBe(201);
    await list.getByText(`Created “${title}” (manual)`).waitFor({ timeout: 10_000 });
    expect(await list.getByRole('listitem').first().textContent()).toContain(`Created “${title}”`);

    // Filtered by action on the server: only announcements, the new one first.
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Announcement created' }).click();
    await expect
      .poll(async () =>
        (await list.getByRole('listitem').allTextContents()).every((t) => t.includes('Announcement created')),
      )
      .toBe(true);
    // Up to a day before the change: it is no longer listed.
    await page.getByLabel('Up to').fill('2026-01-01');
    await expect.poll(() => list.getByText(`Created “${title}”`).count(), { timeout: 10_000 }).toBe(0);
    await page.getByLabel('Up to').fill('');
    await list.getByText(`Created “${title}” (manual)`).waitFor({ timeout: 10_000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('history-MGH.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFWhen,Who,Action,Target,Summary');
    expect(csv).toContain(
      `admin@demo.test,Announcement created,announcements/${String(created.body.id)},Created “${title}” (manual)`,
    );
    await adminDb.doc(`announcements/${String(created.body.id)}`).delete();
    await page.context().close();
  });
});

describe('accessibility of /settings', () => {
  it.each([
    ['mobile', 'light'],
    ['desktop', 'dark'],
  ] as const)('has no serious axe violation in any section, each loaded (%s, %s)', async (size, scheme) => {
    const page = await signedInPages(() => newPage({ viewport: VIEWPORTS[size], colorScheme: scheme }))(
      DEMO_FACILITATOR.email,
      '/settings',
    );
    for (const { id, label } of SETTINGS_SECTIONS) {
      await page.getByRole('tab', { name: label }).click();
      const panel = page.locator(`#settings-panel-${id}`);
      await panel.waitFor({ timeout: 20_000 });
      // Loaded: a control of the section is up (every section has one, if only a link), and no
      // skeleton or spinner is left.
      await panel.locator('a, button, input, textarea').first().waitFor({ timeout: 20_000 });
      await expect
        .poll(() => panel.locator('.MuiSkeleton-root, [role="progressbar"]').count(), { timeout: 20_000 })
        .toBe(0);
      expect(await seriousAxeViolations(page), id).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), id).toBeLessThanOrEqual(
        VIEWPORTS[size].width,
      );
    }
    await page.context().close();
  });
});
