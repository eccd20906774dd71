/**
 * Matching rounds for the demo cohort (docs/matching.md "Demo data"): an earlier round published
 * three weeks ago, with every placed peer's partners document (so the demo peer's home shows a
 * partner), and a draft proposed this morning that avoids the earlier partners (so /matching shows
 * a proposal and its history). Both come from the optimiser on the seeded matching answers, with a
 * seeded random comparison: the same data every run.
 */
import {
  DEFAULT_MATCHING_WEIGHTS,
  matchingAssignments,
  previousPartnersByUser,
  proposeGroups,
  type MatchingAssignment,
  type MatchingPerson,
  type MatchingRound,
  type SurveyResponse,
} from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import { randomFor } from './random.ts';
import type { UserDoc } from './types.ts';

/** The demo facilitator's cohort (MGH 2026 Cohort A), the one the demo peer is in. */
export const MATCHING_DEMO_COHORT = 'mgh-2026-a';
export const EARLIER_ROUND_ID = 'demo-round-earlier';
export const DRAFT_ROUND_ID = 'demo-round-draft';

export function buildMatching(
  users: readonly UserDoc[],
  responses: readonly SurveyResponse[],
  clock: DemoClock,
): { rounds: MatchingRound[]; partners: MatchingAssignment[] } {
  const cohort = MATCHING_DEMO_COHORT;
  const peers = users
    .filter((u) => u.role === 'peer' && u.status === 'confirmed' && u.cohort_list.includes(cohort))
    .sort((a, b) => a.id.localeCompare(b.id));
  const group = peers[0]?.current_group;
  if (!group || peers.length < 2) return { rounds: [], partners: [] };
  // The latest submitted matching answers of each peer in this cohort.
  const answers = new Map<string, SurveyResponse>();
  for (const r of responses) {
    if (r.kind !== 'matching' || r.cohort !== cohort || r.status !== 'submitted' || !r.submitted_at) continue;
    const seen = answers.get(r.user_id);
    if (!seen || seen.submitted_at! < r.submitted_at) answers.set(r.user_id, r);
  }
  const person = (u: UserDoc, previous: ReadonlyMap<string, ReadonlySet<string>>): MatchingPerson => ({
    id: u.id,
    answers: answers.get(u.id)?.answers ?? null,
    previous_partners: [...(previous.get(u.id) ?? [])],
  });
  const random = randomFor('matching-rounds');
  const facilitator = users.find((u) => u.role === 'facilitator' && u.group_list.includes(group))?.id ?? 'demo-admin';
  const round = (id: string, at: Date, previous: ReadonlyMap<string, ReadonlySet<string>>): MatchingRound => ({
    id,
    group,
    cohort,
    status: 'draft',
    weights: { ...DEFAULT_MATCHING_WEIGHTS },
    ...proposeGroups({ people: peers.map((u) => person(u, previous)), random: random.next }),
    created_by: facilitator,
    created_at: at,
    updated_at: at,
    published_at: null,
    emailed_at: null,
  });

  const publishedAt = clock.at(-21, '10:00');
  const earlier: MatchingRound = {
    ...round(EARLIER_ROUND_ID, clock.at(-21, '09:30'), new Map()),
    status: 'published',
    updated_at: publishedAt,
    published_at: publishedAt,
  };
  // Proposed the day before, not this morning: the seed may run before 08:30, and its audit log
  // (which names the round's creation) holds only what has happened.
  const draft = round(DRAFT_ROUND_ID, clock.at(-1, '16:30'), previousPartnersByUser([earlier]));
  const named = new Map(
    peers.map((u) => [
      u.id,
      { ...person(u, new Map()), name: `${u.first_name} ${u.last_name}`.trim(), email: u.email },
    ]),
  );
  const partners = matchingAssignments(earlier, named, publishedAt).map((a) => ({
    id: `${a.round_id}_${a.user_id}`,
    ...a,
  }));
  return { rounds: [earlier, draft], partners };
}
