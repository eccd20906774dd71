import type { MatchingRound, User } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import {
  cohortPeople,
  comparedWithRandom,
  lockedMembers,
  signed,
  splitRounds,
  swapMembers,
  withLock,
} from './matching-view.ts';

const user = (id: string, over: Partial<User> = {}): User =>
  ({
    id,
    email: `${id}@x.org`,
    first_name: id.toUpperCase(),
    last_name: 'Doe',
    role: 'peer',
    status: 'confirmed',
    cohort_list: ['c1'],
    ...over,
  }) as User;

const round = (over: Partial<MatchingRound>): MatchingRound =>
  ({
    id: 'r',
    cohort: 'c1',
    status: 'draft',
    groups: [],
    unmatched: [],
    created_at: new Date('2026-01-01'),
    ...over,
  }) as MatchingRound;

describe('cohortPeople', () => {
  it('keeps confirmed peers of the cohort, sorted, marked when they submitted', () => {
    const people = [
      user('b'),
      user('a'),
      user('f', { role: 'facilitator' }),
      user('i', { status: 'invited' }),
      user('o', { cohort_list: ['c2'] }),
    ];
    const responses = [
      { user_id: 'a', status: 'submitted' as const },
      { user_id: 'b', status: 'draft' as const },
    ];
    expect(cohortPeople(people, 'c1', responses)).toEqual([
      { id: 'a', name: 'A Doe', answered: true },
      { id: 'b', name: 'B Doe', answered: false },
    ]);
  });
});

describe('groups by hand', () => {
  const groups = [
    { members: ['a', 'b'], locked: true, score: 1, parts: [] },
    { members: ['c', 'd', 'e'], locked: false, score: 0, parts: [] },
  ];
  it('swaps two people between groups and keeps the locks', () => {
    expect(swapMembers({ groups, unmatched: [] }, 'b', 'e')).toEqual([
      { members: ['a', 'e'], locked: true },
      { members: ['c', 'd', 'b'], locked: false },
    ]);
  });
  it('locks or unlocks one group', () => {
    expect(withLock(groups, 1, true).map((g) => g.locked)).toEqual([true, true]);
    expect(withLock(groups, 0, false).map((g) => g.locked)).toEqual([false, false]);
  });
  it('lists the locked groups for a re-run', () => {
    expect(lockedMembers(groups)).toEqual([['a', 'b']]);
  });
});

describe('wording', () => {
  it('compares with a random grouping', () => {
    expect(comparedWithRandom(20, 7.25)).toBe('12.8 above a random grouping (7.3)');
    expect(comparedWithRandom(2, 4)).toBe('2 below a random grouping (4.0)');
    expect(comparedWithRandom(4, 4)).toBe('the same as a random grouping');
  });
  it('signs points', () => {
    expect([signed(3), signed(-2), signed(0)]).toEqual(['+3', '−2', '0']);
  });
});

describe('splitRounds', () => {
  it('finds the newest draft of the cohort and its published rounds, newest first', () => {
    const rounds = [
      round({ id: 'p1', status: 'published', created_at: new Date('2026-01-01') }),
      round({ id: 'p2', status: 'published', created_at: new Date('2026-02-01') }),
      round({ id: 'd', created_at: new Date('2026-03-01') }),
      round({ id: 'x', cohort: 'c2' }),
    ];
    const { draft, published } = splitRounds(rounds, 'c1');
    expect(draft?.id).toBe('d');
    expect(published.map((r) => r.id)).toEqual(['p2', 'p1']);
  });
});
