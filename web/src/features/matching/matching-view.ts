/**
 * The /matching page's pure parts (docs/matching.md "The /matching page"): who is in the cohort
 * and who has answered, swapping two people between groups, and the body the API takes for
 * groups arranged by hand or re-run with locks.
 */
import type { MatchingGroup, MatchingRound, SurveyResponse, User } from '@peer-coaching/domain';

export interface CohortPerson {
  id: string;
  name: string;
  answered: boolean;
}

export const personName = (user: Pick<User, 'first_name' | 'last_name' | 'email'>) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

/** The cohort's confirmed peers, by name, each marked when they submitted a matching answer. */
export function cohortPeople(
  people: readonly User[],
  cohort: string,
  responses: readonly Pick<SurveyResponse, 'user_id' | 'status'>[],
): CohortPerson[] {
  const answered = new Set(responses.filter((r) => r.status === 'submitted').map((r) => r.user_id));
  return people
    .filter((p) => p.role === 'peer' && p.status === 'confirmed' && p.cohort_list.includes(cohort))
    .map((p) => ({ id: p.id, name: personName(p), answered: answered.has(p.id) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The groups with `a` and `b` exchanged (the two must be in different groups, or one unmatched). */
export function swapMembers(
  round: Pick<MatchingRound, 'groups' | 'unmatched'>,
  a: string,
  b: string,
): { members: string[]; locked: boolean }[] {
  const swap = (id: string) => (id === a ? b : id === b ? a : id);
  return round.groups.map((g) => ({ members: g.members.map(swap), locked: g.locked }));
}

/** The groups as the API takes them, the one at `index` locked or unlocked. */
export function withLock(
  groups: readonly Pick<MatchingGroup, 'members' | 'locked'>[],
  index: number,
  locked: boolean,
): { members: string[]; locked: boolean }[] {
  return groups.map((g, i) => ({ members: [...g.members], locked: i === index ? locked : g.locked }));
}

/** The locked groups' members, for a re-run that keeps them. */
export const lockedMembers = (groups: readonly Pick<MatchingGroup, 'members' | 'locked'>[]) =>
  groups.filter((g) => g.locked).map((g) => [...g.members]);

/** "+12.5 points over a random grouping (mean of 20)" or below it. */
export function comparedWithRandom(total: number, randomTotal: number): string {
  const diff = Math.round((total - randomTotal) * 10) / 10;
  if (diff === 0) return 'the same as a random grouping';
  return `${Math.abs(diff)} ${diff > 0 ? 'above' : 'below'} a random grouping (${randomTotal.toFixed(1)})`;
}

/** "+3", "−2", "0": the sign shown next to a score or part. */
export const signed = (points: number) => (points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : '0');

/** Newest first: the current draft (if any) and the history. */
export function splitRounds(rounds: readonly MatchingRound[], cohort: string | null) {
  const mine = rounds
    .filter((r) => r.cohort === cohort)
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  return {
    draft: mine.find((r) => r.status === 'draft') ?? null,
    published: mine.filter((r) => r.status === 'published'),
  };
}
