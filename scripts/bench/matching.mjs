// Issue 11's matching bench: the optimiser's time for 50, 100 and 200 people (and one more, odd,
// where it also looks for the best trio), and its total score next to a greedy matcher's and a
// random grouping's on the same cohorts. No emulators: `npx tsx scripts/bench/matching.mjs` runs it
// alone; `npm run bench` prints the same rows (scripts/bench.mjs).
import { pathToFileURL } from 'node:url';
import { DEFAULT_MATCHING_WEIGHTS, pairScore, MATCHING_TOPICS, MEETING_TIMES } from '../../domain/src/index.ts';
import { greedyGrouping, randomGrouping, seededRandom } from '../../domain/src/matching/matching-reference.ts';
import { groupingValue, optimiseGroupsReport } from '../../domain/src/matching/matching-optimiser.ts';

/** @import { MatchingPerson } from '../../domain/src/matching/matching-score.ts' */
/** @import { GroupingReport } from '../../domain/src/matching/matching-optimiser.ts' */

export const SIZES = [50, 51, 100, 101, 200, 201];
const RUNS = 5;
const RANDOM_GROUPINGS = 20;
const TIME_BUDGET_MS = 1000;

const GOALS = [
  'Become a better listener in difficult conversations',
  'Lead my team through a reorganisation',
  'Find a better work-life balance as a new manager',
  'Give clearer feedback to the people I supervise',
  'Publish my research and mentor junior colleagues',
  'Manage burnout and set boundaries',
];
const DEPARTMENTS = ['Surgery', 'Nursing', 'Pediatrics', 'Radiology', 'Pharmacy', 'Administration', 'Research'];

/**
 * `list[i]`, for an index the caller knows to be in range (a RangeError otherwise).
 * @template T
 * @param {readonly T[]} list
 * @param {number | undefined} i
 * @returns {T}
 */
function at(list, i) {
  const item = i === undefined ? undefined : list[i];
  if (item === undefined) throw new RangeError(`No item ${i} in a list of ${list.length}.`);
  return item;
}

/**
 * A cohort of n answered matching surveys; each person has had two earlier partners.
 * @param {number} n
 * @param {() => number} random
 * @returns {MatchingPerson[]}
 */
export function cohort(n, random) {
  const pick = (/** @type {readonly string[]} */ list) => at(list, Math.floor(random() * list.length));
  const some = (/** @type {readonly string[]} */ list, /** @type {number} */ most) => [
    ...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(list))),
  ];
  const people = Array.from({ length: n }, (_, x) => ({
    id: `p${x}`,
    answers: {
      goals: pick(GOALS),
      topics: some(MATCHING_TOPICS, 3),
      meeting_times: some(MEETING_TIMES, 2),
      department: pick(DEPARTMENTS),
      avoid_own_department: random() < 0.3,
    },
    previous_partners: /** @type {string[]} */ ([]),
  }));
  for (let round = 0; round < 2; round++) {
    const order = people.map((_, x) => x).sort(() => random() - 0.5);
    for (let x = 0; x + 1 < n; x += 2) {
      at(people, order[x]).previous_partners.push(at(people, order[x + 1]).id);
      at(people, order[x + 1]).previous_partners.push(at(people, order[x]).id);
    }
  }
  return people;
}

/**
 * The scores as the optimiser reads them, computed once (as the /matching page will).
 * @param {MatchingPerson[]} people
 * @returns {import('../../domain/src/matching/matching-optimiser.ts').PairScoreFn}
 */
function scoreTable(people) {
  const n = people.length;
  /** @type {(number | null)[]} */
  const table = new Array(n * n).fill(null);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++)
      table[i * n + j] = pairScore(at(people, i), at(people, j), DEFAULT_MATCHING_WEIGHTS)?.total ?? null;
  }
  // A plain read (the optimiser's timing includes it): i and j are below n.
  return (i, j) => /** @type {number | null} */ (table[i * n + j]);
}

const median = (/** @type {number[]} */ values) =>
  at(
    [...values].sort((a, b) => a - b),
    Math.floor(values.length / 2),
  );

/** One row per size: median time, the optimiser's, greedy's and random groupings' totals. */
export function measureMatching() {
  return SIZES.map((n) => {
    const random = seededRandom(1000 + n); // the same cohorts every run
    const score = scoreTable(cohort(n, random));
    /** @type {number[]} */
    const times = [];
    /** @type {GroupingReport | undefined} */
    let report;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      report = optimiseGroupsReport(n, score);
      times.push(performance.now() - started);
    }
    if (!report) throw new Error('The optimiser never ran (RUNS is 0).');
    const greedy = groupingValue(greedyGrouping(n, score), score);
    const randoms = Array.from({ length: RANDOM_GROUPINGS }, () =>
      groupingValue(randomGrouping(n, score, random), score),
    );
    const randomTotal = randoms.reduce((sum, value) => sum + value.total, 0) / randoms.length;
    const randomPlaced = randoms.reduce((sum, value) => sum + value.placed, 0) / randoms.length;
    return {
      n,
      ms: median(times),
      maxMs: Math.max(...times),
      value: report.value,
      exact: report.exact,
      totalBound: report.totalBound,
      matchings: report.matchings,
      greedy,
      random: { total: randomTotal, placed: randomPlaced },
    };
  });
}

/**
 * Prints the rows through `report(name, value, comparison)` (scripts/bench.mjs's).
 * @param {(name: string, value: string, comparison: string) => void} report
 * @param {ReturnType<typeof measureMatching>} [rows]
 */
export function reportMatching(report, rows = measureMatching()) {
  for (const row of rows) {
    // A search cut short before it could rule out a fuller grouping has no bound to compare with.
    const optimum = row.exact
      ? 'proven optimal'
      : row.totalBound === null
        ? 'optimality unknown (search cut short, no bound)'
        : `within ${(((row.totalBound - row.value.total) / Math.abs(row.totalBound)) * 100).toFixed(2)} % of optimal`;
    report(
      `Matching optimiser, ${row.n} people (median of ${RUNS})`,
      `${row.ms.toFixed(0)} ms`,
      `budget < ${TIME_BUDGET_MS} ms (${row.ms < TIME_BUDGET_MS ? 'met' : 'missed'}); slowest ${row.maxMs.toFixed(0)} ms; ` +
        `${row.matchings} matching${row.matchings === 1 ? '' : 's'}; ${optimum}`,
    );
    const vs = (/** @type {number} */ value) => `${((row.value.total / value) * 100 - 100).toFixed(0)} %`;
    report(
      `  total score, ${row.n} people`,
      `${row.value.total} (${row.value.placed} placed)`,
      `greedy ${row.greedy.total} (${row.greedy.placed} placed, optimiser +${vs(row.greedy.total)}), ` +
        `random mean ${row.random.total.toFixed(1)} (${row.random.placed.toFixed(1)} placed, +${vs(row.random.total)})`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('Figure                                              Value   Compared with');
  reportMatching((name, value, comparison) => console.log(`${name.padEnd(44)} ${value.padStart(12)}   ${comparison}`));
}
