/**
 * Staff's matching rounds (docs/matching.md): propose a draft for a cohort, re-run it with other
 * weights or locks, arrange its groups by hand (swaps), publish it (each person placed then reads
 * their partners, live).
 */
import {
  groupViolations,
  matchingAssignments,
  matchingOutcome,
  violationMessage,
  type MatchingRound,
} from '@peer-coaching/domain';
import { newMatchingRoundId, publishMatchingRound, saveMatchingRound } from '../../data/matching/matching.ts';
import {
  arrangement,
  cohortMatchingPeople,
  groupOfMatchingCohort,
  proposal,
  staffMatchingRound,
} from '../../services/matching/matching.ts';
import { conflict } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';
import { describeAudit } from '../../data/audit/audit-log.ts';

const describeRound = (round: Pick<MatchingRound, 'id' | 'group' | 'cohort'>, summary: string) =>
  describeAudit({
    group: round.group,
    target: `matching_rounds/${round.id}`,
    summary: `Cohort ${round.cohort}: ${summary}`,
  });

export const matchingHandlers: Handlers<
  'createMatchingRound' | 'rerunMatchingRound' | 'arrangeMatchingRound' | 'publishMatchingRound'
> = {
  createMatchingRound: async ({ body, caller }) => {
    const group = await groupOfMatchingCohort(caller, body.cohort);
    const people = await cohortMatchingPeople(body.cohort);
    const now = new Date();
    const round: MatchingRound = {
      id: newMatchingRoundId(),
      group,
      cohort: body.cohort,
      status: 'draft',
      weights: body.weights,
      ...proposal(people, body.weights, body.locked),
      created_by: caller.id,
      created_at: now,
      updated_at: now,
      published_at: null,
      emailed_at: null,
    };
    describeRound(round, `proposed ${matchingOutcome(round)}`);
    await saveMatchingRound(round);
    return { id: round.id };
  },

  rerunMatchingRound: async ({ params, body, caller }) => {
    const round = await staffMatchingRound(caller, params.id);
    if (round.status !== 'draft') throw conflict('This round is published: start a new round instead');
    const people = await cohortMatchingPeople(round.cohort);
    const rerun = { ...round, weights: body.weights, ...proposal(people, body.weights, body.locked) };
    describeRound(round, `re-ran: ${matchingOutcome(round)} → ${matchingOutcome(rerun)}`);
    await saveMatchingRound({ ...rerun, updated_at: new Date() });
    return { id: round.id };
  },

  arrangeMatchingRound: async ({ params, body, caller }) => {
    const round = await staffMatchingRound(caller, params.id);
    if (round.status !== 'draft') throw conflict('This round is published: start a new round instead');
    const people = await cohortMatchingPeople(round.cohort);
    const arranged = { ...round, ...arrangement(people, round.weights, body.groups) };
    describeRound(round, `arranged by hand: ${matchingOutcome(round)} → ${matchingOutcome(arranged)}`);
    await saveMatchingRound({ ...arranged, updated_at: new Date() });
    return { id: round.id };
  },

  publishMatchingRound: async ({ params, caller }) => {
    const round = await staffMatchingRound(caller, params.id);
    if (round.status !== 'draft') throw conflict('This round is already published');
    // Checked again against today's people: a round never pairs previous partners or a
    // department someone asked to avoid, even if answers or rounds changed since the proposal.
    const people = await cohortMatchingPeople(round.cohort);
    const violations = groupViolations(round.groups, people);
    if (violations.length > 0) {
      throw conflict(`Re-run the round before publishing: ${violationMessage(violations[0]!)}`);
    }
    const now = new Date();
    const assignments = matchingAssignments(round, new Map(people.map((p) => [p.id, p])), now);
    describeRound(round, `published ${matchingOutcome(round)}: ${assignments.length} people placed`);
    if ((await publishMatchingRound(round, assignments, now)) === 'not-draft') {
      throw conflict('This round is already published');
    }
    return { id: round.id, partners: assignments.length };
  },
};
