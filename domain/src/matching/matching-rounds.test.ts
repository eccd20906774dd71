import { describe, expect, it } from 'vitest';
import { matchingAssignmentsCollection, matchingRoundsCollection } from '../collections/matching.ts';
import { matchingAssignmentId } from '../collections/paths.ts';
import { GroupingError } from './matching-optimiser.ts';
import {
  arrangeGroups,
  commonMeetingTimes,
  groupViolations,
  matchingAssignments,
  previousPartnersByUser,
  proposeGroups,
  type MatchingRound,
} from './matching-rounds.ts';
import { DEFAULT_MATCHING_WEIGHTS, type MatchingPerson } from './matching-score.ts';

const person = (id: string, department: string, times: string[], previous: string[] = []): MatchingPerson => ({
  id,
  answers: {
    goals: 'Listen better',
    topics: ['Leadership'],
    meeting_times: times,
    department,
    avoid_own_department: department === 'Surgery',
  },
  previous_partners: previous,
});

const people = [
  person('ana', 'Surgery', ['Weekends']),
  person('ben', 'Surgery', ['Weekends']),
  person('cy', 'Nursing', ['Weekends', 'Weekday mornings'], ['dee']),
  person('dee', 'Nursing', ['Weekday mornings'], ['cy']),
  person('eve', 'Pharmacy', ['Weekday mornings']),
];
const random = () => 0.42;

describe('proposeGroups', () => {
  it('groups everyone with the parts that explain each score, never a forbidden pair', () => {
    const proposal = proposeGroups({ people, random });
    expect(proposal.unmatched).toEqual([]);
    expect(proposal.groups.map((g) => g.members.length).sort()).toEqual([2, 3]);
    expect(groupViolations(proposal.groups, people)).toEqual([]);
    for (const group of proposal.groups) {
      expect(group.score).toBe(group.parts.reduce((sum, part) => sum + part.points, 0));
      expect(group.locked).toBe(false);
    }
    expect(proposal.total).toBe(proposal.groups.reduce((sum, g) => sum + g.score, 0));
    expect(proposal.total).toBeGreaterThanOrEqual(proposal.random_total);
  });

  it('keeps locked groups first, marked locked, and rejects a lock naming a stranger', () => {
    const proposal = proposeGroups({ people, locked: [['eve', 'ana']], random });
    expect(proposal.groups[0]).toMatchObject({ members: ['eve', 'ana'], locked: true });
    expect(() => proposeGroups({ people, locked: [['eve', 'zed']], random })).toThrow(GroupingError);
    expect(() => proposeGroups({ people, locked: [['ana', 'ben']], random })).toThrow('may not be grouped');
  });

  it('uses the weights given', () => {
    const heavy = proposeGroups({ people, weights: { ...DEFAULT_MATCHING_WEIGHTS, same_goals: 10 }, random });
    expect(heavy.groups.flatMap((g) => g.parts.map((p) => p.label))).toContain('same goals +10');
  });

  it('handles an empty cohort', () => {
    expect(proposeGroups({ people: [], random })).toEqual({ groups: [], unmatched: [], total: 0, random_total: 0 });
  });
});

describe('previousPartnersByUser', () => {
  it('collects partners from published rounds only, both ways, trios included', () => {
    const rounds: Pick<MatchingRound, 'status' | 'groups'>[] = [
      { status: 'published', groups: [{ members: ['a', 'b', 'c'], score: 0, parts: [], locked: false }] },
      { status: 'draft', groups: [{ members: ['a', 'd'], score: 0, parts: [], locked: false }] },
      { status: 'published', groups: [{ members: ['a', 'e'], score: 0, parts: [], locked: false }] },
    ];
    const partners = previousPartnersByUser(rounds);
    expect([...partners.get('a')!].sort()).toEqual(['b', 'c', 'e']);
    expect([...partners.get('c')!].sort()).toEqual(['a', 'b']);
    expect(partners.has('d')).toBe(false);
  });
});

describe('groupViolations', () => {
  it('names previous partners, avoided departments, strangers and doubles', () => {
    expect(
      groupViolations(
        [{ members: ['cy', 'dee'] }, { members: ['ana', 'ben', 'zed'] }, { members: ['eve', 'cy'] }],
        people,
      ),
    ).toEqual([
      { members: ['cy', 'dee'], reason: 'previous_partner' },
      { members: ['zed', 'zed'], reason: 'unknown_person' },
      { members: ['ana', 'ben'], reason: 'same_department' },
      { members: ['cy', 'cy'], reason: 'grouped_twice' },
    ]);
  });
});

describe('partner documents', () => {
  const named = new Map(people.map((p) => [p.id, { ...p, name: p.id.toUpperCase(), email: `${p.id}@x.test` }]));
  const round = {
    id: 'r1',
    group: 'mgh',
    cohort: 'mgh-a',
    groups: [
      { members: ['ana', 'cy', 'eve'], score: 1, parts: [], locked: false },
      { members: ['ben', 'dee'], score: 1, parts: [], locked: false },
    ],
  };

  it('gives each person placed their partners and the times all of them picked', () => {
    const published = new Date('2026-10-01T12:00:00Z');
    const docs = matchingAssignments(round, named, published);
    expect(docs.map((d) => d.user_id)).toEqual(['ana', 'cy', 'eve', 'ben', 'dee']);
    expect(docs[0]).toEqual({
      round_id: 'r1',
      group: 'mgh',
      cohort: 'mgh-a',
      user_id: 'ana',
      partners: [
        { user_id: 'cy', name: 'CY', email: 'cy@x.test' },
        { user_id: 'eve', name: 'EVE', email: 'eve@x.test' },
      ],
      common_times: [],
      published_at: published,
    });
    expect(docs[3]!.common_times).toEqual([]);
    expect(commonMeetingTimes([people[2]!, people[3]!])).toEqual(['Weekday mornings']);
    expect(matchingAssignmentId('r1', 'ana')).toBe('r1_ana');
    for (const doc of docs) {
      expect(() => matchingAssignmentsCollection.schema.parse(doc)).not.toThrow();
    }
  });

  it('stores a round in the shape its collection checks', () => {
    const now = new Date('2026-10-01T12:00:00Z');
    const stored = {
      ...round,
      status: 'draft',
      weights: DEFAULT_MATCHING_WEIGHTS,
      unmatched: [],
      total: 2,
      random_total: 0.5,
      created_by: 'fac',
      created_at: now,
      updated_at: now,
      published_at: null,
      emailed_at: null,
    };
    const { id: _id, ...fields } = stored;
    expect(() => matchingRoundsCollection.schema.parse(fields)).not.toThrow();
    expect(() =>
      matchingRoundsCollection.schema.parse({ ...fields, weights: { ...DEFAULT_MATCHING_WEIGHTS, same_goals: 11 } }),
    ).toThrow();
  });
});

describe('arrangeGroups', () => {
  it('explains groups arranged by hand and leaves the others unmatched', () => {
    const arranged = arrangeGroups(people, DEFAULT_MATCHING_WEIGHTS, [
      { members: ['eve', 'ana'], locked: true },
      { members: ['cy', 'ben'], locked: false },
    ]);
    expect(arranged.unmatched).toEqual(['dee']);
    expect(arranged.groups[0]).toMatchObject({ members: ['eve', 'ana'], locked: true });
    expect(arranged.total).toBe(arranged.groups[0]!.score + arranged.groups[1]!.score);
  });

  it('refuses what may not be published, naming the people', () => {
    const arrange = (groups: string[][]) => () =>
      arrangeGroups(
        people,
        DEFAULT_MATCHING_WEIGHTS,
        groups.map((members) => ({ members, locked: false })),
      );
    expect(arrange([['cy', 'dee']])).toThrow('cy and dee may not be grouped (previous partner)');
    expect(arrange([['ana', 'ben']])).toThrow('ana and ben may not be grouped (same department)');
    expect(arrange([['ana', 'zed']])).toThrow('zed is not a confirmed peer of the cohort');
    expect(
      arrange([
        ['ana', 'cy'],
        ['cy', 'eve'],
      ]),
    ).toThrow('cy is in more than one group');
    expect(arrange([['ana']])).toThrow('A group has 2 or 3 people');
    expect(
      arrange([
        ['ana', 'cy', 'eve'],
        ['ben', 'dee', 'x'],
      ]),
    ).toThrow('Only one group can be a trio');
  });
});
