/**
 * /matching in two browsers (issue 11): a facilitator loads the page, matches the demo cohort,
 * locks the demo peer's group, re-runs (the lock is kept), and publishes after the confirmation;
 * the peer's open home shows the partner without a reload.
 */
import { groupViolations, type MatchingPerson, type SurveyAnswers } from '@peer-coaching/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import { DEMO_FACILITATOR, DEMO_PEER, expectNotReloaded, markDocument } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);

interface StoredGroup {
  members: string[];
  locked: boolean;
}
interface StoredRound {
  status: string;
  groups: StoredGroup[];
  updated_at: { toMillis(): number };
}

/** The demo cohort starts with no rounds, whatever the seed holds, so "Match" is offered. */
async function clearRounds(cohort: string) {
  for (const name of ['matching_rounds', 'matching_partners']) {
    const docs = await adminDb.collection(name).where('cohort', '==', cohort).get();
    await Promise.all(docs.docs.map((d) => d.ref.delete()));
  }
}

/** The cohort's peers as the scorer sees them: their latest submitted matching answers, no earlier partners. */
async function cohortAnswers(cohort: string): Promise<MatchingPerson[]> {
  const responses = await adminDb
    .collection('survey_responses')
    .where('cohort', '==', cohort)
    .where('kind', '==', 'matching')
    .get();
  const answers = new Map<string, SurveyAnswers>();
  for (const r of responses.docs.map((d) => d.data()).filter((r) => r.status === 'submitted')) {
    answers.set(r.user_id as string, r.answers as SurveyAnswers);
  }
  const peers = await adminDb.collection('users').where('cohort_list', 'array-contains', cohort).get();
  return peers.docs
    .map((d) => d.data())
    .filter((u) => u.role === 'peer' && u.status === 'confirmed')
    .map((u) => ({ id: u.id as string, answers: answers.get(u.id as string) ?? null, previous_partners: [] }));
}

async function draftOf(cohort: string): Promise<{ id: string; round: StoredRound }> {
  return eventually(async () => {
    const found = await adminDb
      .collection('matching_rounds')
      .where('cohort', '==', cohort)
      .where('status', '==', 'draft')
      .get();
    const doc = found.docs[0];
    return doc && { id: doc.id, round: doc.data() as StoredRound };
  }, 30_000);
}

const groupItems = (page: Page) => page.getByRole('list', { name: 'Groups' }).locator('li[data-group]');

describe('/matching', () => {
  it('matches, locks, re-runs keeping the lock, publishes, and the peer sees the partner live', async () => {
    const facilitator = (await adminDb.doc(`users/${DEMO_FACILITATOR.uid}`).get()).data()!;
    const cohort = facilitator.current_cohort as string;
    expect(cohort).toBe(DEMO_PEER.cohort);
    await clearRounds(cohort);

    const peer = await signedInPage(DEMO_PEER.email);
    await peer
      .getByRole('heading', { name: /^Good (morning|afternoon|evening)/, level: 1 })
      .waitFor({ timeout: 20_000 });
    expect(await peer.getByRole('heading', { name: 'Your partner' }).count()).toBe(0);
    const mark = await markDocument(peer);

    const staff = await signedInPage(DEMO_FACILITATOR.email, '/matching');
    await staff.getByRole('heading', { name: 'Matching', level: 1 }).waitFor();
    // The cohort's peers, with who answered the matching survey.
    const peers = staff.getByRole('list', { name: 'Peers' });
    await expect.poll(() => peers.getByText(DEMO_PEER.name, { exact: false }).count(), { timeout: 20_000 }).toBe(1);
    await staff.getByText('No proposal yet', { exact: false }).waitFor();

    // Match: the proposal lists every group with the parts of its score and the cohort's total.
    await staff.getByRole('button', { name: 'Match', exact: true }).click();
    await expect.poll(() => groupItems(staff).count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await staff.getByText(/Cohort total -?\d+/).waitFor();
    await staff
      .getByText(/a random grouping/)
      .first()
      .waitFor();
    const { id, round } = await draftOf(cohort);
    expect(await groupItems(staff).count()).toBe(round.groups.length);

    // Lock the demo peer's group.
    const index = round.groups.findIndex((g) => g.members.includes(DEMO_PEER.uid));
    expect(index).toBeGreaterThanOrEqual(0);
    const lockedMembers = [...round.groups[index]!.members].sort();
    const kind = lockedMembers.length === 3 ? 'trio' : 'pair';
    await staff.getByRole('button', { name: `Lock ${kind} ${index + 1}` }).click();
    await expect
      .poll(() => staff.getByRole('button', { name: `Lock ${kind} ${index + 1}` }).getAttribute('aria-pressed'))
      .toBe('true');
    const locked = await eventually(async () => {
      const r = (await adminDb.doc(`matching_rounds/${id}`).get()).data() as StoredRound;
      return r.groups.some((g) => g.locked) ? r : undefined;
    });
    expect(locked.groups.filter((g) => g.locked).map((g) => [...g.members].sort())).toEqual([lockedMembers]);

    // Re-run: the locked group is kept as it is.
    const before = locked.updated_at.toMillis();
    await staff.getByRole('button', { name: 'Re-run', exact: true }).click();
    const rerun = await eventually(async () => {
      const r = (await adminDb.doc(`matching_rounds/${id}`).get()).data() as StoredRound;
      return r.updated_at.toMillis() > before ? r : undefined;
    }, 30_000);
    expect(rerun.groups.filter((g) => g.locked).map((g) => [...g.members].sort())).toEqual([lockedMembers]);
    await staff.getByText('Proposal re-run, locked groups kept').waitFor();

    // Swap by menus: two people of two unlocked groups whose exchange the rules allow (the API
    // refuses a swap that groups an avoided department; that refusal is the API suite's).
    const people = await cohortAnswers(cohort);
    const unlocked = rerun.groups.map((g, i) => ({ g, i })).filter(({ g }) => !g.locked);
    const swap = unlocked
      .flatMap((from) => unlocked.filter((to) => to.i > from.i).map((to) => ({ from, to })))
      .flatMap(({ from, to }) => from.g.members.flatMap((a) => to.g.members.map((b) => ({ from, to, a, b }))))
      .find(({ a, b }) => {
        const exchange = (id: string) => (id === a ? b : id === b ? a : id);
        return (
          groupViolations(
            rerun.groups.map((g) => ({ members: g.members.map(exchange) })),
            people,
          ).length === 0
        );
      });
    expect(swap).toBeDefined();
    const { from, to, a, b } = swap!;
    const nameOf = async (uid: string) => {
      const u = (await adminDb.doc(`users/${uid}`).get()).data()!;
      return `${u.first_name} ${u.last_name}`;
    };
    const [aName, bName] = [await nameOf(a), await nameOf(b)];
    await staff.getByRole('button', { name: `${aName}: swap with someone` }).click();
    await staff.getByRole('menuitem', { name: `${bName} (group ${to.i + 1})` }).click();
    const swapped = await eventually(async () => {
      const r = (await adminDb.doc(`matching_rounds/${id}`).get()).data() as StoredRound;
      return r.groups[from.i]!.members.includes(b) ? r : undefined;
    }, 30_000);
    expect(swapped.groups[to.i]!.members).toContain(a);
    expect(swapped.groups.filter((g) => g.locked).map((g) => [...g.members].sort())).toEqual([lockedMembers]);

    // The weights editor: a weight out of range is refused on its field, nothing typed is lost;
    // a valid one re-runs the draft with it.
    await staff.getByRole('button', { name: 'Weights', exact: true }).click();
    const weights = staff.getByRole('dialog', { name: 'Weights' });
    const sameGoals = weights.getByRole('spinbutton', { name: 'Same goals' });
    await sameGoals.fill('11');
    await weights.getByRole('button', { name: 'Re-run with these weights' }).click();
    await weights.getByText('Must be at most 10').waitFor();
    expect(await sameGoals.inputValue()).toBe('11');
    await sameGoals.fill('5');
    await weights.getByRole('button', { name: 'Re-run with these weights' }).click();
    await weights.waitFor({ state: 'hidden', timeout: 30_000 });
    const reweighted = await eventually(async () => {
      const r = (await adminDb.doc(`matching_rounds/${id}`).get()).data() as StoredRound & {
        weights: Record<string, number>;
      };
      return r.weights.same_goals === 5 ? r : undefined;
    }, 30_000);
    expect(reweighted.groups.filter((g) => g.locked).map((g) => [...g.members].sort())).toEqual([lockedMembers]);

    // Publish, after the confirmation.
    await staff.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: 'Publish this round?' });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await staff.getByText('No proposal yet', { exact: false }).waitFor({ timeout: 30_000 });
    await staff.locator(`[data-round-id="${id}"]`).waitFor();
    expect(((await adminDb.doc(`matching_rounds/${id}`).get()).data() as StoredRound).status).toBe('published');

    // The peer's open home shows the partner(s), without a reload.
    const partnerIds = lockedMembers.filter((m) => m !== DEMO_PEER.uid);
    const names = await Promise.all(
      partnerIds.map(async (uid) => {
        const u = (await adminDb.doc(`users/${uid}`).get()).data()!;
        return `${u.first_name} ${u.last_name}`;
      }),
    );
    const card = peer.getByRole('region', { name: partnerIds.length > 1 ? 'Your partners' : 'Your partner' });
    await card.waitFor({ timeout: 30_000 });
    for (const name of names) await card.getByText(name, { exact: true }).waitFor();
    expect(await card.getByTestId('first-meeting').textContent()).toMatch(/Suggested first meeting|no meeting time/);
    await expectNotReloaded(peer, mark);
  });
});
