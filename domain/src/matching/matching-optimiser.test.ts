/**
 * The optimiser against the brute force (matching-reference.ts) for every n from 2 to 12 (and a
 * few at 13 and 15), on random and adversarial scores; the trio search's proven bound at large n;
 * the shape of every grouping; locks. The pairs alone are checked against independent references
 * up to 60 people in matching-blossom.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultTrioEvaluations,
  GroupingError,
  groupingValue,
  isAllowedGrouping,
  optimiseGroups,
  optimiseGroupsReport,
  type Grouping,
  type PairScoreFn,
} from './matching-optimiser.ts';
import { bruteForceGrouping, greedyGrouping, randomGrouping, seededRandom } from './matching-reference.ts';
import { pairScore, type MatchingPerson } from './matching-score.ts';
import { exampleAnswers, surveyTemplate } from '../surveys/survey-templates.ts';

type Kind = 'random' | 'ties' | 'negative' | 'sparse' | 'forbidden rows' | 'zero';
const KINDS: Kind[] = ['random', 'ties', 'negative', 'sparse', 'forbidden rows', 'zero'];

/** A symmetric score matrix of one kind; null is forbidden. */
function scores(n: number, kind: Kind, random: () => number): (number | null)[][] {
  const matrix: (number | null)[][] = Array.from({ length: n }, () => new Array<number | null>(n).fill(null));
  const rows = new Set<number>();
  if (kind === 'forbidden rows') for (let x = 0; x < Math.max(1, n / 4); x++) rows.add(Math.floor(random() * n));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let value: number | null;
      switch (kind) {
        case 'random':
          value = random() < 0.1 ? null : Math.floor(random() * 12) - 2;
          break;
        case 'ties':
          value = random() < 0.2 ? null : Math.floor(random() * 2);
          break;
        case 'negative':
          value = random() < 0.1 ? null : -1 - Math.floor(random() * 9);
          break;
        case 'sparse':
          value = random() < 0.75 ? null : Math.floor(random() * 20) - 5;
          break;
        case 'forbidden rows':
          value = rows.has(i) || rows.has(j) ? null : Math.floor(random() * 10);
          break;
        case 'zero':
          value = 0;
          break;
      }
      matrix[i]![j] = matrix[j]![i] = value;
    }
  }
  return matrix;
}

const scoreOf =
  (matrix: (number | null)[][]): PairScoreFn =>
  (i, j) =>
    matrix[i]![j]!;

/** Every person at most once, pairs (and one trio only when n is odd), locks kept, none forbidden. */
function expectWellFormed(n: number, grouping: Grouping, score: PairScoreFn, locked: number[][] = []) {
  const everyone = [...grouping.groups.flat(), ...grouping.unmatched].sort((a, b) => a - b);
  expect(everyone).toEqual(Array.from({ length: n }, (_, a) => a));
  const trios = grouping.groups.filter((group) => group.length === 3).length;
  expect(grouping.groups.every((group) => group.length === 2 || group.length === 3)).toBe(true);
  expect(trios).toBeLessThanOrEqual(n % 2);
  if (grouping.unmatched.length === 0 && n % 2 === 1 && n > 1) expect(trios).toBe(1);
  expect(isAllowedGrouping(grouping, score)).toBe(true);
  for (const group of locked) expect(grouping.groups).toContainEqual(group);
}

describe('optimiseGroups against brute force', () => {
  it('is optimal for every n from 2 to 12 on random and adversarial scores', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.constantFrom(...KINDS),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (n, kind, seed) => {
          const score = scoreOf(scores(n, kind, seededRandom(seed)));
          const report = optimiseGroupsReport(n, score);
          expectWellFormed(n, report, score);
          expect(report.value).toEqual(bruteForceGrouping(n, score));
          expect(report.exact).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('covers every n from 2 to 12 with every kind of scores', () => {
    const random = seededRandom(2);
    for (let n = 2; n <= 12; n++) {
      for (const kind of KINDS) {
        const score = scoreOf(scores(n, kind, random));
        const grouping = optimiseGroups(n, score);
        expectWellFormed(n, grouping, score);
        expect(groupingValue(grouping, score)).toEqual(bruteForceGrouping(n, score));
      }
    }
  });

  it('keeps locked groups and is optimal for the rest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 12 }),
        fc.constantFrom(...KINDS),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.boolean(),
        (n, kind, seed, lockTrio) => {
          const random = seededRandom(seed);
          const matrix = scores(n, kind, random);
          const score = scoreOf(matrix);
          // Lock up to two allowed groups found in a shuffled order.
          const order = Array.from({ length: n }, (_, a) => a).sort(() => random() - 0.5);
          const locked: number[][] = [];
          const used = new Set<number>();
          for (let x = 0; x + 1 < n && locked.length < 2; x++) {
            const [a, b, c] = [order[x]!, order[x + 1]!, order[x + 2]];
            if (used.has(a) || used.has(b) || matrix[a]![b] === null) continue;
            const trio =
              lockTrio && n % 2 === 1 && c !== undefined && !used.has(c) && locked.every((g) => g.length === 2);
            if (trio && matrix[a]![c] !== null && matrix[b]![c] !== null) {
              locked.push([a, b, c]);
              used.add(a).add(b).add(c);
            } else {
              locked.push([a, b]);
              used.add(a).add(b);
            }
          }
          const grouping = optimiseGroups(n, score, { locked });
          expectWellFormed(n, grouping, score, locked);
          expect(grouping.groups.slice(0, locked.length)).toEqual(locked);
          expect(groupingValue(grouping, score)).toEqual(bruteForceGrouping(n, score, locked));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is optimal at 13 and 15, where the trio search prunes by its bounds', () => {
    const random = seededRandom(15);
    for (const n of [13, 15]) {
      for (const kind of ['random', 'ties', 'negative', 'sparse'] as const) {
        const score = scoreOf(scores(n, kind, random));
        const report = optimiseGroupsReport(n, score);
        expect(report.value).toEqual(bruteForceGrouping(n, score));
        expect(report.matchings).toBeLessThan(1 + (n * (n - 1) * (n - 2)) / 6);
      }
    }
  });
});

describe('optimiseGroups at scale', () => {
  it('proves its trio within 0.1 % of the optimum for large odd n, within its budget of matchings (time: the bench)', () => {
    const random = seededRandom(201);
    for (const [n, kind] of [
      [61, 'random'],
      [101, 'negative'],
      [201, 'random'],
    ] as const) {
      const score = scoreOf(scores(n, kind, random));
      const report = optimiseGroupsReport(n, score);
      expect(report.unmatched).toEqual([]);
      expectWellFormed(n, report, score);
      expect(report.totalBound).not.toBeNull();
      expect(report.totalBound! - report.value.total).toBeLessThanOrEqual(0.001 * Math.abs(report.totalBound!));
      expect(report.matchings).toBeLessThanOrEqual(1 + defaultTrioEvaluations(n));
    }
  });

  it('beats greedy and random groupings, and never pairs forbidden people, on survey-scored cohorts', () => {
    const random = seededRandom(7);
    const questions = surveyTemplate('matching', new Date('2026-09-01T12:00:00Z')).questions;
    const departments = ['Surgery', 'Nursing', 'Pediatrics', 'Radiology'];
    const people: MatchingPerson[] = Array.from({ length: 41 }, (_, x) => ({
      id: `p${x}`,
      answers: {
        ...exampleAnswers(questions, (k) => Math.floor(random() * k), [
          'Listen better',
          'Lead my team through change',
          'Write and publish more',
        ]),
        department: departments[x % 4]!,
      },
      previous_partners: [`p${(x + 1) % 41}`, `p${(x + 40) % 41}`],
    }));
    const score: PairScoreFn = (i, j) => pairScore(people[i]!, people[j]!)?.total ?? null;
    const grouping = optimiseGroups(people.length, score);
    expectWellFormed(people.length, grouping, score);
    expect(grouping.unmatched).toEqual([]);
    const best = groupingValue(grouping, score).total;
    const greedy = greedyGrouping(people.length, score);
    expect(isAllowedGrouping(greedy, score)).toBe(true);
    expect(best).toBeGreaterThanOrEqual(groupingValue(greedy, score).total);
    const shuffled = randomGrouping(people.length, score, random);
    expect(isAllowedGrouping(shuffled, score)).toBe(true);
    expect(best).toBeGreaterThan(groupingValue(shuffled, score).total);
  });
});

describe('optimiseGroups edge cases', () => {
  it('handles 0, 1, 2 and 3 people', () => {
    expect(optimiseGroups(0, () => 1)).toEqual({ groups: [], unmatched: [] });
    expect(optimiseGroups(1, () => 1)).toEqual({ groups: [], unmatched: [0] });
    expect(optimiseGroups(2, () => 1)).toEqual({ groups: [[0, 1]], unmatched: [] });
    expect(optimiseGroups(2, () => null)).toEqual({ groups: [], unmatched: [0, 1] });
    expect(optimiseGroups(3, () => -5)).toEqual({ groups: [[0, 1, 2]], unmatched: [] });
    expect(optimiseGroups(3, (i, j) => (i === 0 && j === 2 ? null : i + j))).toEqual({
      groups: [[1, 2]],
      unmatched: [0],
    });
  });

  it('places as many people as it can before it looks at scores', () => {
    // 0-1 scores 100 but leaves 2 and 3 alone; 0-2 and 1-3 place everyone.
    const matrix = [
      [null, 100, -1, null],
      [100, null, null, -1],
      [-1, null, null, null],
      [null, -1, null, null],
    ];
    expect(optimiseGroups(4, scoreOf(matrix))).toEqual({
      groups: [
        [0, 2],
        [1, 3],
      ],
      unmatched: [],
    });
  });

  it('rejects locks that break the rules, naming the problem', () => {
    const score: PairScoreFn = (i, j) => (i === 0 && j === 1 ? null : 1);
    expect(() => optimiseGroups(4, score, { locked: [[0, 1]] })).toThrow('holds 0 and 1, who may not be grouped');
    expect(() => optimiseGroups(4, score, { locked: [[2, 3, 1]] })).toThrow('only be locked when the count is odd');
    expect(() =>
      optimiseGroups(7, score, {
        locked: [
          [2, 3, 4],
          [5, 6, 0],
        ],
      }),
    ).toThrow('Only one trio');
    expect(() =>
      optimiseGroups(4, score, {
        locked: [
          [2, 3],
          [3, 0],
        ],
      }),
    ).toThrow('3 is in more than one locked group');
    expect(() => optimiseGroups(4, score, { locked: [[2, 4]] })).toThrow('names 4, not one of the 4 people');
    expect(() => optimiseGroups(4, score, { locked: [[2]] })).toThrow(GroupingError);
    expect(() => optimiseGroups(4, () => Number.NaN)).toThrow('is not a number');
    expect(() => optimiseGroups(-1, () => 1)).toThrow(GroupingError);
  });

  it('reads each pair once, smaller index first', () => {
    const seen: string[] = [];
    optimiseGroups(5, (i, j) => {
      seen.push(`${i}-${j}`);
      expect(i).toBeLessThan(j);
      return i + j;
    });
    expect(new Set(seen).size).toBe(10);
  });
});
