import { groupViolations, previousPartnersByUser, type MatchingPerson } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts.mjs';
import { buildDemoData } from './build.ts';
import { demoDocuments } from './documents.ts';
import { DRAFT_ROUND_ID, EARLIER_ROUND_ID, MATCHING_DEMO_COHORT } from './matching.ts';

const today = new Date('2026-05-12T16:00:00Z');
const data = buildDemoData(today);
const demoPeer = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-peer')!;

describe('the demo cohort’s matching rounds', () => {
  const earlier = data.matchingRounds.find((r) => r.id === EARLIER_ROUND_ID)!;
  const draft = data.matchingRounds.find((r) => r.id === DRAFT_ROUND_ID)!;
  const peers = data.users.filter(
    (u) => u.role === 'peer' && u.status === 'confirmed' && u.cohort_list.includes(MATCHING_DEMO_COHORT),
  );

  it('are an earlier published round and a current draft of MGH 2026 Cohort A, the demo peer’s', () => {
    expect(data.matchingRounds.map((r) => [r.id, r.status, r.cohort, r.group])).toEqual([
      [EARLIER_ROUND_ID, 'published', MATCHING_DEMO_COHORT, 'mgh'],
      [DRAFT_ROUND_ID, 'draft', MATCHING_DEMO_COHORT, 'mgh'],
    ]);
    expect(data.users.find((u) => u.id === demoPeer.uid)!.cohort_list).toContain(MATCHING_DEMO_COHORT);
    expect(earlier.published_at!.getTime()).toBeLessThan(today.getTime());
    expect(draft.published_at).toBeNull();
    expect(draft.created_at.getTime()).toBeGreaterThan(earlier.published_at!.getTime());
  });

  it('place every confirmed peer of the cohort once, in pairs and at most one trio, with explained scores', () => {
    expect(peers.length).toBeGreaterThan(4);
    for (const round of [earlier, draft]) {
      const placed = round.groups.flatMap((g) => g.members);
      expect(new Set(placed).size).toBe(placed.length);
      expect([...placed, ...round.unmatched].sort()).toEqual(peers.map((p) => p.id).sort());
      expect(round.groups.filter((g) => g.members.length === 3).length).toBeLessThanOrEqual(1);
      expect(round.total).toBe(round.groups.reduce((sum, g) => sum + g.score, 0));
      for (const g of round.groups) expect(g.parts.reduce((sum, p) => sum + p.points, 0)).toBe(g.score);
      // The seeded answers make parts to explain.
      expect(round.groups.some((g) => g.parts.length > 0)).toBe(true);
      expect(round.total).toBeGreaterThan(round.random_total);
    }
  });

  it('the draft groups nobody with an earlier partner', () => {
    const previous = previousPartnersByUser([earlier]);
    const people: MatchingPerson[] = peers.map((p) => ({
      id: p.id,
      answers: null,
      previous_partners: [...(previous.get(p.id) ?? [])],
    }));
    expect(groupViolations(draft.groups, people)).toEqual([]);
  });

  it('gives each person of the earlier round their partners, the demo peer included', () => {
    const placed = earlier.groups.flatMap((g) => g.members);
    expect(data.matchingPartners.map((p) => p.user_id).sort()).toEqual([...placed].sort());
    const mine = data.matchingPartners.find((p) => p.user_id === demoPeer.uid)!;
    const group = earlier.groups.find((g) => g.members.includes(demoPeer.uid))!;
    expect(mine).toMatchObject({ id: `${EARLIER_ROUND_ID}_${demoPeer.uid}`, round_id: EARLIER_ROUND_ID });
    expect(mine.partners.map((p) => p.user_id).sort()).toEqual(group.members.filter((m) => m !== demoPeer.uid).sort());
    for (const partner of mine.partners) {
      const user = data.users.find((u) => u.id === partner.user_id)!;
      expect(partner).toEqual({ user_id: user.id, name: `${user.first_name} ${user.last_name}`, email: user.email });
    }
    expect(data.matchingPartners.every((p) => p.round_id === EARLIER_ROUND_ID)).toBe(true);
  });

  it('is the same every run and is written where the app reads it, without the id', () => {
    expect(buildDemoData(today).matchingRounds).toEqual(data.matchingRounds);
    const documents = demoDocuments(data);
    const round = documents.find((d) => d.path === `matching_rounds/${DRAFT_ROUND_ID}`);
    expect(round?.data).toMatchObject({ status: 'draft', cohort: MATCHING_DEMO_COHORT });
    expect(round?.data).not.toHaveProperty('id');
    const partners = documents.find((d) => d.path === `matching_partners/${EARLIER_ROUND_ID}_${demoPeer.uid}`);
    expect(partners?.data).toMatchObject({ user_id: demoPeer.uid });
    expect(partners?.data).not.toHaveProperty('id');
  });
});
