/**
 * Matching rounds (issue 11, docs/matching.md "Rounds"): a cohort's proposal, reviewed and published
 * by staff, and what each peer sees of it. Pure and zod-free (the peer home imports the types).
 *
 * - matching_rounds/{roundId}: staff only. The proposal: groups (members by user id, score, the
 *   parts explaining it, locked or not), who is unmatched, the weights used, the total next to a
 *   random grouping's, status draft or published.
 * - matching_partners/{roundId}_{userId}: one per person placed in a published round, readable by
 *   that person and the group's staff only, so that a peer sees their own partners and nobody
 *   else's.
 */
import { GroupingError, optimiseGroups, groupingValue, type PairScoreFn } from './matching-optimiser.ts';
import { randomGrouping } from './matching-reference.ts';
import {
  DEFAULT_MATCHING_WEIGHTS,
  forbiddenReason,
  groupScore,
  pairScore,
  type ForbiddenReason,
  type MatchingPerson,
  type MatchingWeights,
  type ScorePart,
} from './matching-score.ts';
import { MATCHING_QUESTION_IDS, MEETING_TIMES } from '../surveys/survey-templates.ts';

export const MATCHING_ROUND_STATUSES = ['draft', 'published'] as const;
export type MatchingRoundStatus = (typeof MATCHING_ROUND_STATUSES)[number];

/** How many random groupings the proposal's "compared with a random grouping" averages. */
export const RANDOM_COMPARISONS = 20;

export interface MatchingGroup {
  /** User ids: two, or three for the one trio. */
  members: string[];
  score: number;
  parts: ScorePart[];
  locked: boolean;
}

/** matching_rounds/{roundId}. */
export interface MatchingRound {
  id: string;
  group: string;
  cohort: string;
  status: MatchingRoundStatus;
  weights: MatchingWeights;
  groups: MatchingGroup[];
  unmatched: string[];
  total: number;
  /** The mean total of RANDOM_COMPARISONS random groupings of the same people. */
  random_total: number;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  emailed_at: Date | null;
}

export interface MatchingPartner {
  user_id: string;
  name: string;
  email: string;
}

/** matching_partners/{roundId}_{userId}: what one peer sees of a published round. */
export interface MatchingAssignment {
  id: string;
  round_id: string;
  group: string;
  cohort: string;
  user_id: string;
  partners: MatchingPartner[];
  /** The meeting times every member of the group picked (the first is suggested), or none. */
  common_times: string[];
  published_at: Date;
}

/** Everyone each person was grouped with in the published rounds given. */
export function previousPartnersByUser(
  rounds: readonly Pick<MatchingRound, 'status' | 'groups'>[],
): Map<string, Set<string>> {
  const partners = new Map<string, Set<string>>();
  for (const round of rounds) {
    if (round.status !== 'published') continue;
    for (const { members } of round.groups) {
      for (const member of members) {
        const set = partners.get(member) ?? new Set<string>();
        for (const other of members) if (other !== member) set.add(other);
        partners.set(member, set);
      }
    }
  }
  return partners;
}

export interface ProposalInput {
  people: readonly MatchingPerson[];
  weights?: MatchingWeights;
  /** Groups (user ids) to keep as they are. */
  locked?: readonly (readonly string[])[];
  /** 0 <= random() < 1, for the random comparison. */
  random: () => number;
}

export type Proposal = Pick<MatchingRound, 'groups' | 'unmatched' | 'total' | 'random_total'>;

/**
 * The best grouping of `people` (optimiseGroups on pairScore), each group with its score and
 * parts. Throws GroupingError for locks that break the rules (a lock naming someone not in
 * `people` included).
 */
export function proposeGroups({
  people,
  weights = DEFAULT_MATCHING_WEIGHTS,
  locked = [],
  random,
}: ProposalInput): Proposal {
  const index = new Map(people.map((person, x) => [person.id, x]));
  const lockedIndices = locked.map((group) =>
    group.map((id) => {
      const x = index.get(id);
      return x === undefined ? -1 : x;
    }),
  );
  const n = people.length;
  const table = new Array<number | null>(n * n).fill(null);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) table[i * n + j] = pairScore(people[i]!, people[j]!, weights)?.total ?? null;
  }
  const score: PairScoreFn = (i, j) => table[i * n + j]!;
  const grouping = optimiseGroups(n, score, { locked: lockedIndices });
  const lockedCount = locked.length;
  const groups = grouping.groups.map((members, g): MatchingGroup => {
    const group = members.map((x) => people[x]!);
    const explained = groupScore(group, weights)!;
    return { members: group.map((p) => p.id), score: explained.total, parts: explained.parts, locked: g < lockedCount };
  });
  let randomTotal = 0;
  for (let run = 0; run < RANDOM_COMPARISONS; run++) {
    randomTotal += groupingValue(randomGrouping(n, score, random), score).total;
  }
  return {
    groups,
    unmatched: grouping.unmatched.map((x) => people[x]!.id),
    total: groups.reduce((sum, group) => sum + group.score, 0),
    random_total: n === 0 ? 0 : Math.round((randomTotal / RANDOM_COMPARISONS) * 10) / 10,
  };
}

/**
 * Groups arranged by hand (a swap on /matching): each explained again, everyone else unmatched.
 * Throws GroupingError naming the people when a group may not be published: sizes other than 2
 * or 3, more than one trio, someone unknown or twice, a pair that may not be grouped.
 */
export function arrangeGroups(
  people: readonly MatchingPerson[],
  weights: MatchingWeights,
  arranged: readonly Pick<MatchingGroup, 'members' | 'locked'>[],
): Omit<Proposal, 'random_total'> {
  if (arranged.some((group) => group.members.length < 2 || group.members.length > 3)) {
    throw new GroupingError('A group has 2 or 3 people');
  }
  if (arranged.filter((group) => group.members.length === 3).length > 1) {
    throw new GroupingError('Only one group can be a trio');
  }
  const [violation] = groupViolations(arranged, people);
  if (violation) throw new GroupingError(violationMessage(violation));
  const byId = new Map(people.map((person) => [person.id, person]));
  const groups = arranged.map(({ members, locked }): MatchingGroup => {
    const explained = groupScore(
      members.map((id) => byId.get(id)!),
      weights,
    )!;
    return { members: [...members], score: explained.total, parts: explained.parts, locked };
  });
  const placed = new Set(groups.flatMap((group) => group.members));
  return {
    groups,
    unmatched: people.filter((person) => !placed.has(person.id)).map((person) => person.id),
    total: groups.reduce((sum, group) => sum + group.score, 0),
  };
}

/** A violation as people read it: "A and B may not be grouped (previous partner)". */
export function violationMessage({ members: [a, b], reason }: GroupViolation): string {
  if (reason === 'unknown_person') return `${a} is not a confirmed peer of the cohort`;
  if (reason === 'grouped_twice') return `${a} is in more than one group`;
  return `${a} and ${b} may not be grouped (${reason.replace('_', ' ')})`;
}

export interface GroupViolation {
  members: [string, string];
  reason: ForbiddenReason | 'unknown_person' | 'grouped_twice';
}

/**
 * Why a set of groups may not be published: a pair forbidden now (previous partners, avoided
 * department), someone not among `people`, or someone in two groups. Empty when it may.
 */
export function groupViolations(
  groups: readonly Pick<MatchingGroup, 'members'>[],
  people: readonly MatchingPerson[],
): GroupViolation[] {
  const byId = new Map(people.map((person) => [person.id, person]));
  const seen = new Set<string>();
  const violations: GroupViolation[] = [];
  for (const { members } of groups) {
    for (const member of members) {
      if (!byId.has(member)) violations.push({ members: [member, member], reason: 'unknown_person' });
      else if (seen.has(member)) violations.push({ members: [member, member], reason: 'grouped_twice' });
      seen.add(member);
    }
    for (let a = 0; a < members.length; a++) {
      for (let b = a + 1; b < members.length; b++) {
        const first = byId.get(members[a]!);
        const second = byId.get(members[b]!);
        if (!first || !second) continue;
        const reason = forbiddenReason(first, second);
        if (reason !== null) violations.push({ members: [first.id, second.id], reason });
      }
    }
  }
  return violations;
}

/** The meeting times every member picked, in the survey's order. */
export function commonMeetingTimes(members: readonly MatchingPerson[]): string[] {
  return MEETING_TIMES.filter((time) =>
    members.every((member) => {
      const times = member.answers?.[MATCHING_QUESTION_IDS.meetingTimes];
      return Array.isArray(times) && times.includes(time);
    }),
  );
}

/** The partner documents of a published round: one per person placed. */
export function matchingAssignments(
  round: Pick<MatchingRound, 'id' | 'group' | 'cohort' | 'groups'>,
  people: ReadonlyMap<string, MatchingPerson & { name: string; email: string }>,
  publishedAt: Date,
): Omit<MatchingAssignment, 'id'>[] {
  return round.groups.flatMap(({ members }) => {
    const known = members.map((id) => people.get(id)).filter((p) => p !== undefined);
    const common = commonMeetingTimes(known);
    return known.map((person) => ({
      round_id: round.id,
      group: round.group,
      cohort: round.cohort,
      user_id: person.id,
      partners: known
        .filter((other) => other.id !== person.id)
        .map((other) => ({ user_id: other.id, name: other.name, email: other.email })),
      common_times: common,
      published_at: publishedAt,
    }));
  });
}
