/**
 * Group e-mails in the browser (issues 12 and 11, docs/emails.md): a facilitator writes to their
 * cohort from /user, previews it, sends, and the catcher holds one message per recipient while
 * the history shows them delivered; on /matching a facilitator matches, publishes and e-mails the
 * groups, and the catcher holds one e-mail per group, addressed to its members.
 */
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { MAIL_CATCHER_URL } from '../support/emulators.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import { DEMO_FACILITATOR, DEMO_PEER } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);

interface Caught {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The caught messages with this subject, once there are `count` of them. */
async function caught(subject: string, count: number): Promise<Caught[]> {
  return eventually(async () => {
    const list = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as Caught[];
    const ours = list.filter((m) => m.subject === subject);
    return ours.length >= count ? ours : undefined;
    // One outbox delivery per message: on a loaded machine they take a while.
  }, 90_000);
}

const confirmedPeers = async (cohort: string) =>
  (await adminDb.collection('users').where('cohort_list', 'array-contains', cohort).get()).docs
    .map((d) => d.data())
    .filter((u) => u.role === 'peer' && u.status === 'confirmed');

describe('group e-mails', () => {
  it('sends a group e-mail to a cohort: one message per recipient in the catcher, delivered in the history', async () => {
    const cohort = DEMO_PEER.cohort;
    const peers = await confirmedPeers(cohort);
    const subject = `Schedule change ${Date.now()}`;

    const page = await signedInPage(DEMO_FACILITATOR.email, '/user');
    await page.getByRole('link', { name: 'Group e-mails' }).click();
    await page.getByRole('heading', { name: 'Group e-mails', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Write an e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a group e-mail' });
    // To: the current cohort is chosen already.
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Dear {first_name},\nthe next session is {next_event}.');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog
      .getByText(`${peers.length} recipients, one e-mail each.`, { exact: false })
      .waitFor({ timeout: 20_000 });
    // The preview reads as the first recipient (by last name) receives it.
    await dialog.getByText(/^Dear [^{\s]+,\nthe next session is /).waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Sent: one e-mail each to ${peers.length} people`).waitFor({ timeout: 30_000 });

    const messages = await caught(subject, peers.length);
    expect(messages.map((m) => m.to.map((t) => t.address).join()).sort()).toEqual(peers.map((p) => p.email).sort());
    for (const peer of peers) {
      const own = messages.find((m) => m.to[0]!.address === peer.email)!;
      expect(own.text).toMatch(new RegExp(`^Dear ${peer.first_name},\\nthe next session is `));
    }
    // The history (live on the outbox) shows every message delivered.
    await page.getByText(subject).waitFor();
    await page.getByText(`${peers.length} delivered`, { exact: true }).first().waitFor({ timeout: 30_000 });
  }, 180_000);

  it('a facilitator matches, publishes and e-mails the groups: the catcher holds one e-mail per group', async () => {
    const cohort = DEMO_PEER.cohort;
    for (const name of ['matching_rounds', 'matching_partners']) {
      const docs = await adminDb.collection(name).where('cohort', '==', cohort).get();
      await Promise.all(docs.docs.map((d) => d.ref.delete()));
    }
    const page = await signedInPage(DEMO_FACILITATOR.email, '/matching');
    await page.getByRole('heading', { name: 'Matching', level: 1 }).waitFor();
    await page.getByText('No proposal yet', { exact: false }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Match', exact: true }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publish this round?' }).getByRole('button', { name: 'Publish' }).click();

    await page.getByRole('button', { name: 'E-mail groups' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'E-mail each group' });
    const subject = `Meet your partners ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog.getByText(/^To: /).waitFor();
    const round = (
      await adminDb.collection('matching_rounds').where('cohort', '==', cohort).where('status', '==', 'published').get()
    ).docs[0]!;
    const groups = round.get('groups') as { members: string[] }[];
    await dialog.getByRole('button', { name: `Send ${groups.length} e-mails` }).click();
    await page.getByText(`${groups.length} e-mails sent, one per group`).waitFor({ timeout: 30_000 });
    await page.getByText(/The newest round’s groups were e-mailed on/).waitFor();

    const messages = await caught(subject, groups.length);
    expect(messages).toHaveLength(groups.length);
    const emailOf = new Map((await confirmedPeers(cohort)).map((p) => [p.id as string, p.email as string]));
    expect(
      messages
        .map((m) =>
          m.to
            .map((t) => t.address)
            .sort()
            .join(),
        )
        .sort(),
    ).toEqual(
      groups
        .map((g) =>
          g.members
            .map((id) => emailOf.get(id))
            .sort()
            .join(),
        )
        .sort(),
    );
    expect(messages.every((m) => m.text.includes('Suggested first meeting:'))).toBe(true);
    expect((await adminDb.doc(`matching_rounds/${round.id}`).get()).get('emailed_at')).not.toBeNull();
  }, 180_000);
});
