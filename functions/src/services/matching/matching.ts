/**
 * Staff's matching rounds (docs/matching.md): who may touch which round, the people of a cohort as
 * the scorer sees them (confirmed peers, their latest matching answers, everyone they were grouped
 * with in earlier published rounds), and a proposal.
 */
import {
  arrangeGroups,
  GroupingError,
  groupViolations,
  violationMessage,
  previousPartnersByUser,
  proposeGroups,
  staffesGroup,
  type MatchingPerson,
  type MatchingRound,
  type MatchingWeights,
  type User,
} from '@peer-coaching/domain';
import { getCohorts } from '../../data/program/groups.ts';
import { getMatchingRound, latestMatchingAnswers, listCohortMatchingRounds } from '../../data/matching/matching.ts';
import { listPeersOfCohorts } from '../../data/people/users.ts';
import { invalidInput, notAllowed, notFound } from '../errors.ts';

export type NamedPerson = MatchingPerson & { name: string; email: string };

/** The round, when the caller runs its group: 404 when unknown, 403 for staff of another group. */
export async function staffMatchingRound(caller: User, id: string): Promise<MatchingRound> {
  const round = await getMatchingRound(id);
  if (!round) throw notFound(`No matching round ${id}`);
  if (!staffesGroup(caller, round.group)) throw notAllowed(`You do not run group ${round.group}, the round's group`);
  return round;
}

/** The cohort's group, when it exists (400) and the caller runs it (403). */
export async function groupOfMatchingCohort(caller: User, cohort: string): Promise<string> {
  const [found] = await getCohorts([cohort]);
  if (!found) throw invalidInput(`cohort: unknown cohort ${cohort}`);
  if (!staffesGroup(caller, found.group)) throw notAllowed(`cohort: you do not run group ${found.group}`);
  return found.group;
}

/** The cohort's confirmed peers with their answers and previous partners, by last name. */
export async function cohortMatchingPeople(cohort: string): Promise<NamedPerson[]> {
  const [peers, answers, rounds] = await Promise.all([
    listPeersOfCohorts([cohort]),
    latestMatchingAnswers(cohort),
    listCohortMatchingRounds(cohort),
  ]);
  const previous = previousPartnersByUser(rounds);
  return peers
    .filter((peer) => peer.status === 'confirmed')
    .map((peer) => ({
      id: peer.id,
      name: `${peer.first_name} ${peer.last_name}`.trim(),
      email: peer.email,
      answers: answers.get(peer.id) ?? null,
      previous_partners: [...(previous.get(peer.id) ?? [])],
    }));
}

/** A proposal for the people; a lock that breaks the rules is the caller's mistake (400). */
export function proposal(
  people: readonly MatchingPerson[],
  weights: MatchingWeights,
  locked: readonly (readonly string[])[],
) {
  const index = new Set(people.map((p) => p.id));
  const stranger = locked.flat().find((id) => !index.has(id));
  if (stranger !== undefined) throw invalidInput(`locked: ${stranger} is not a confirmed peer of the cohort`);
  // Named by user id here (the optimiser's own messages name indices).
  const [violation] = groupViolations(
    locked.map((members) => ({ members: [...members] })),
    people,
  );
  if (violation) throw invalidInput(`locked: ${violationMessage(violation)}`);
  return asInvalidInput('locked', () => proposeGroups({ people, weights, locked, random: Math.random }));
}

/** Groups arranged by hand, explained again; what may not be published is invalid input naming the people. */
export function arrangement(
  people: readonly MatchingPerson[],
  weights: MatchingWeights,
  groups: readonly { members: string[]; locked: boolean }[],
) {
  return asInvalidInput('groups', () => arrangeGroups(people, weights, groups));
}

/** The optimiser's refusals are the caller's mistake: invalid input on `field`. */
function asInvalidInput<T>(field: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof GroupingError) throw invalidInput(`${field}: ${error.message}`);
    throw error;
  }
}
