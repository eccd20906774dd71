/**
 * /matching's drag and drop (issue 11): a facilitator swaps two people of two unlocked groups by
 * dragging one onto the other with the mouse, then swaps them back with the keyboard alone
 * (handle, Space, arrow keys, Space). The swap is saved through the arrangement endpoint.
 */
import { groupViolations, type MatchingPerson, type SurveyAnswers } from '@peer-coaching/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import { DEMO_FACILITATOR } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);

interface StoredRound {
  groups: { members: string[]; locked: boolean }[];
}

async function cohortPeople(cohort: string): Promise<{ people: MatchingPerson[]; names: Map<string, string> }> {
  const responses = await adminDb.collection('survey_responses').where('cohort', '==', cohort).get();
  const answers = new Map<string, SurveyAnswers>();
  for (const r of responses.docs.map((d) => d.data())) {
    if (r.kind === 'matching' && r.status === 'submitted') answers.set(r.user_id as string, r.answers as SurveyAnswers);
  }
  const users = (await adminDb.collection('users').where('cohort_list', 'array-contains', cohort).get()).docs.map((d) =>
    d.data(),
  );
  return {
    people: users.map((u) => ({
      id: u.id as string,
      answers: answers.get(u.id as string) ?? null,
      previous_partners: [],
    })),
    names: new Map(users.map((u) => [u.id as string, `${u.first_name} ${u.last_name}`])),
  };
}

/** The first members of two neighbouring unlocked groups whose exchange the rules allow. */
function allowedSwap(round: StoredRound, people: MatchingPerson[]) {
  for (let i = 0; i + 1 < round.groups.length; i++) {
    const [from, to] = [round.groups[i]!, round.groups[i + 1]!];
    if (from.locked || to.locked) continue;
    const [a, b] = [from.members[0]!, to.members[0]!];
    const exchange = (id: string) => (id === a ? b : id === b ? a : id);
    if (
      groupViolations(
        round.groups.map((g) => ({ members: g.members.map(exchange) })),
        people,
      ).length === 0
    ) {
      return { a, b, from: i, to: i + 1 };
    }
  }
  return undefined;
}

const person = (page: Page, id: string) => page.locator(`[data-person="${id}"]`);

describe('/matching drag and drop', () => {
  it('swaps two people by mouse, and back by keyboard', async () => {
    const cohort = (await adminDb.doc(`users/${DEMO_FACILITATOR.uid}`).get()).data()!.current_cohort as string;
    const draftQuery = adminDb
      .collection('matching_rounds')
      .where('cohort', '==', cohort)
      .where('status', '==', 'draft');
    const staff = await signedInPage(DEMO_FACILITATOR.email, '/matching');
    await staff.getByRole('heading', { name: 'Matching', level: 1 }).waitFor();
    if ((await draftQuery.get()).empty) await staff.getByRole('button', { name: 'Match', exact: true }).click();
    const draft = await eventually(async () => (await draftQuery.get()).docs[0], 30_000);
    const round = draft.data() as StoredRound;
    const { people, names } = await cohortPeople(cohort);
    const swap = allowedSwap(round, people);
    expect(swap).toBeDefined();
    const { a, b, from, to } = swap!;
    const stored = async () => (await draft.ref.get()).data() as StoredRound;

    // The mouse: press on a, move onto b in steps, release.
    await person(staff, a).waitFor({ timeout: 30_000 });
    const [start, end] = [await person(staff, a).boundingBox(), await person(staff, b).boundingBox()];
    await staff.mouse.move(start!.x + 8, start!.y + start!.height / 2);
    await staff.mouse.down();
    await staff.mouse.move(start!.x + 30, start!.y + start!.height / 2, { steps: 5 });
    await staff.mouse.move(end!.x + end!.width / 2, end!.y + end!.height / 2, { steps: 10 });
    await staff.mouse.up();
    await staff.getByText(`Swapped ${names.get(a)} and ${names.get(b)}`).waitFor({ timeout: 30_000 });
    const swapped = await eventually(async () => {
      const r = await stored();
      return r.groups[from]!.members.includes(b) ? r : undefined;
    }, 30_000);
    expect(swapped.groups[to]!.members).toContain(a);

    // The keyboard: Tab-reachable handle of b (now first in group `from`), Space, arrows onto a, Space.
    const handle = staff.getByRole('button', { name: `Drag ${names.get(b)} to swap` });
    await expect.poll(() => handle.isEnabled(), { timeout: 30_000 }).toBe(true);
    await handle.focus();
    await staff.keyboard.press('Space');
    const over = staff.getByText(`Over ${names.get(a)} (group ${to + 1})`, { exact: false });
    // The announcement follows each move a moment later: wait for it before pressing on, or the
    // next press would go past the person.
    const announced = () =>
      over.waitFor({ timeout: 1_500 }).then(
        () => true,
        () => false,
      );
    for (let i = 0; i < 12 && !(await announced()); i++) await staff.keyboard.press('ArrowDown');
    await over.waitFor();
    await staff.keyboard.press('Space');
    await eventually(async () => {
      const r = await stored();
      return r.groups[from]!.members.includes(a) && r.groups[to]!.members.includes(b) ? r : undefined;
    }, 30_000);
  });
});
