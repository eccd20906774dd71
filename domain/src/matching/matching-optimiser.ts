/**
 * The whole-cohort grouping (issue 11): pairs, and exactly one trio when the count is odd, that
 * place as many people as possible and, among those, have the highest total score (the sum of the
 * scores of every pair inside a group). docs/matching.md explains the objective and the method:
 *
 * - pairs: a maximum-cardinality, maximum-weight matching (matching-blossom.ts), exact;
 * - one trio: branch and bound over the trios, each bounded by the dual solution of the matching
 *   of everyone, the most promising matched exactly first, until the bound proves the best found
 *   optimal or the budget of matchings is spent (then the bound says how far from optimal it can
 *   be at most: `optimiseGroupsReport`).
 */
import { maxWeightMatching, type MatchingCertificate, type WeightedEdge } from './matching-blossom.ts';

/** The score of grouping i with j, or null when they may not be grouped. Read for i < j only. */
export type PairScoreFn = (i: number, j: number) => number | null;

export interface OptimiseOptions {
  /** Groups (pairs, or the one trio when n is odd) that must appear as they are. */
  locked?: readonly (readonly number[])[];
  /**
   * At most this many trios are matched exactly in the search for the trio (odd n); the default,
   * defaultTrioEvaluations, keeps 200 people well under a second.
   */
  maxTrioEvaluations?: number;
}

export interface Grouping {
  groups: number[][];
  unmatched: number[];
}

/** How many people a grouping places, and its total score. */
export interface GroupingValue {
  placed: number;
  total: number;
}

/**
 * Matchings of the others the trio search may run: about 2e7 / m^3 (every trio up to m = 21, 3 at
 * m = 200, where one matching takes some 50 to 200 ms on these machines), at least 3.
 */
export const defaultTrioEvaluations = (m: number): number => Math.max(3, Math.floor(2e7 / Math.max(1, m) ** 3));

export interface GroupingReport extends Grouping {
  value: GroupingValue;
  /** True when the grouping is proven optimal (always, but for a trio search cut short). */
  exact: boolean;
  /**
   * An upper bound on the total of any grouping that places as many people, when no grouping can
   * place more; null when the search was cut short before ruling that out.
   */
  totalBound: number | null;
  /** How many maximum-weight matchings were run (1 for pairs; 1 + trios tried for a trio). */
  matchings: number;
}

/** Thrown for locks that break the rules (the API turns it into a 400). */
export class GroupingError extends Error {
  override name = 'GroupingError';
}

/**
 * Groups n people (0..n-1). Locked groups come first, as given; the other groups follow, each
 * sorted, pairs by their first member; unmatched people are listed in order.
 */
export function optimiseGroups(n: number, score: PairScoreFn, options: OptimiseOptions = {}): Grouping {
  const { groups, unmatched } = optimiseGroupsReport(n, score, options);
  return { groups, unmatched };
}

/** optimiseGroups, with the grouping's value and how far from optimal it can be at most. */
export function optimiseGroupsReport(n: number, score: PairScoreFn, options: OptimiseOptions = {}): GroupingReport {
  if (!Number.isInteger(n) || n < 0) throw new GroupingError(`n must be a whole number from 0, got ${n}`);
  const locked = (options.locked ?? []).map((group) => [...group]);
  const taken = new Set<number>();
  let lockedTrios = 0;
  for (const group of locked) {
    if (group.length !== 2 && group.length !== 3) {
      throw new GroupingError(`A locked group has ${group.length} people: groups are pairs or one trio`);
    }
    for (const person of group) {
      if (!Number.isInteger(person) || person < 0 || person >= n) {
        throw new GroupingError(`A locked group names ${person}, not one of the ${n} people`);
      }
      if (taken.has(person)) throw new GroupingError(`${person} is in more than one locked group`);
      taken.add(person);
    }
    for (let a = 0; a < group.length; a++) {
      for (let b = a + 1; b < group.length; b++) {
        if (read(score, group[a]!, group[b]!) === null) {
          throw new GroupingError(`A locked group holds ${group[a]} and ${group[b]}, who may not be grouped`);
        }
      }
    }
    if (group.length === 3) lockedTrios++;
  }
  if (lockedTrios > 0 && n % 2 === 0) throw new GroupingError('A trio can only be locked when the count is odd');
  if (lockedTrios > 1) throw new GroupingError('Only one trio can be locked');

  const free: number[] = [];
  for (let person = 0; person < n; person++) if (!taken.has(person)) free.push(person);
  const problem = new Problem(free.length, (a, b) => read(score, free[a]!, free[b]!));
  const trioAllowed = n % 2 === 1 && lockedTrios === 0;
  const local = trioAllowed
    ? problem.solveWithTrio(options.maxTrioEvaluations ?? defaultTrioEvaluations(free.length))
    : { ...problem.solvePairs(problem.everyone()), bound: Number.NEGATIVE_INFINITY };
  const groups = local.groups.map((group) => group.map((a) => free[a]!).sort((x, y) => x - y));
  groups.sort((x, y) => x[0]! - y[0]!);
  const placed = new Set(groups.flat());
  const grouping = { groups: [...locked, ...groups], unmatched: free.filter((person) => !placed.has(person)) };
  const units = problem.units(local.value);
  const exact = local.bound <= units + 1e-9;
  // The bound is in the matching's units; it bounds totals when it cannot buy one more person.
  const totalBound = exact ? local.value.total : problem.totalBound(local.value, local.bound);
  const value = groupingValue(grouping, score);
  return {
    ...grouping,
    value,
    exact,
    totalBound: totalBound === null ? null : totalBound + (value.total - local.value.total),
    matchings: problem.evaluations,
  };
}

/** What a grouping is worth under `score` (null scores inside a group count as 0; see `isAllowedGrouping`). */
export function groupingValue(grouping: Grouping, score: PairScoreFn): GroupingValue {
  let total = 0;
  let placed = 0;
  for (const group of grouping.groups) {
    placed += group.length;
    for (let a = 0; a < group.length; a++) {
      for (let b = a + 1; b < group.length; b++) total += read(score, group[a]!, group[b]!) ?? 0;
    }
  }
  return { placed, total };
}

/** True when no group holds a pair that may not be grouped. */
export function isAllowedGrouping(grouping: Grouping, score: PairScoreFn): boolean {
  return grouping.groups.every((group) =>
    group.every((a, x) => group.every((b, y) => y <= x || read(score, a, b) !== null)),
  );
}

/** `score` read once per pair, smaller index first, checked. */
function read(score: PairScoreFn, i: number, j: number): number | null {
  const value = i < j ? score(i, j) : score(j, i);
  if (value !== null && !Number.isFinite(value)) throw new GroupingError(`score(${i}, ${j}) is not a number`);
  return value;
}

/** Lexicographic: more people placed first, then the higher total. */
export const betterGrouping = (a: GroupingValue, b: GroupingValue, epsilon = 1e-9): boolean =>
  a.placed !== b.placed ? a.placed > b.placed : a.total > b.total + epsilon;

interface LocalSolution {
  groups: number[][];
  value: GroupingValue;
}

/** Upper bounds from the dual solution of the matching of everyone (see `trioSearch`). */
interface Duals {
  /** Vertex duals y (half of the algorithm's doubled values). */
  y: Float64Array;
  /** shared[u * n + v]: Σ z_B over the blossoms holding both u and v. */
  shared: Float64Array;
  /** Σ y + Σ z floor(|B| / 2): the matching's weight (strong duality). */
  objective: number;
}

/** The free people as 0..m-1, with their scores in a matrix (NaN when forbidden). */
class Problem {
  private readonly s: Float64Array;
  /**
   * Pair weights for the matching are score + K, with K large enough that one more pair always
   * outweighs any difference in scores: a plain maximum-weight matching then places as many as
   * possible first, and its duals bound groupings in the same units (K per two people placed).
   */
  private readonly k: number;
  evaluations = 0;

  constructor(
    readonly m: number,
    score: (a: number, b: number) => number | null,
  ) {
    this.s = new Float64Array(m * m).fill(Number.NaN);
    let maxAbs = 0;
    for (let a = 0; a < m; a++) {
      for (let b = a + 1; b < m; b++) {
        const value = score(a, b);
        if (value !== null) {
          this.s[a * m + b] = this.s[b * m + a] = value;
          maxAbs = Math.max(maxAbs, Math.abs(value));
        }
      }
    }
    this.k = 2 * (m + 4) * (maxAbs + 1);
  }

  everyone(): number[] {
    return Array.from({ length: this.m }, (_, a) => a);
  }

  /** NaN when a and b may not be grouped. */
  pair(a: number, b: number): number {
    return this.s[a * this.m + b]!;
  }

  /** NaN when some pair inside is forbidden. */
  trio(a: number, b: number, c: number): number {
    return this.pair(a, b) + this.pair(a, c) + this.pair(b, c);
  }

  /** A value in the matching's units: K per two people placed, plus the total. */
  units(value: GroupingValue): number {
    return (this.k * value.placed) / 2 + value.total;
  }

  /** The bound on totals at `value`'s count, or null when `bound` may stand for placing more. */
  totalBound(value: GroupingValue, bound: number): number | null {
    const total = bound - (this.k * value.placed) / 2;
    return total < this.k / 4 ? total : null;
  }

  /** The best pairs among `people`: maximum cardinality, then maximum weight; with the duals. */
  solvePairs(people: readonly number[]): LocalSolution & { duals: Duals } {
    this.evaluations++;
    const edges: WeightedEdge[] = [];
    for (let x = 0; x < people.length; x++) {
      for (let y = x + 1; y < people.length; y++) {
        const w = this.pair(people[x]!, people[y]!);
        if (!Number.isNaN(w)) edges.push({ i: x, j: y, w: w + this.k });
      }
    }
    const { mate, certificate } = maxWeightMatching(people.length, edges);
    const groups: number[][] = [];
    let total = 0;
    mate.forEach((y, x) => {
      if (y > x) {
        groups.push([people[x]!, people[y]!]);
        total += this.pair(people[x]!, people[y]!);
      }
    });
    return { groups, value: { placed: 2 * groups.length, total }, duals: dualsOf(people.length, certificate) };
  }

  /** Pairs plus at most one trio (m is odd here): see trioSearch. */
  solveWithTrio(maxEvaluations: number): LocalSolution & { bound: number } {
    const pairsOnly = this.solvePairs(this.everyone());
    let best: LocalSolution = pairsOnly;
    if (this.m < 3) return { ...best, bound: this.units(best.value) };
    const start = this.startingSolution(pairsOnly);
    if (start !== null) {
      const candidate = this.resplit(start);
      if (betterGrouping(candidate.value, best.value)) best = candidate;
    }
    return this.trioSearch(best, pairsOnly.duals, maxEvaluations);
  }

  /**
   * Branch and bound over trios. For a trio T the grouping is worth at most
   * trioBound(T) = 1.5 K + s(T) + (Σ_{v∉T} y_v + Σ_B z_B floor(|B \ T| / 2)): the matching's dual
   * solution restricted to the others is still feasible for them (y, z >= 0 and every edge among
   * them keeps its constraint), so by weak duality it bounds the best pairs of the others. Trios
   * are matched exactly in decreasing order of bound until the next bound is no better than the
   * best grouping found (proven optimal) or `maxEvaluations` matchings were run.
   */
  private trioSearch(
    incumbent: LocalSolution,
    duals: Duals,
    maxEvaluations: number,
  ): LocalSolution & { bound: number } {
    let best = incumbent;
    let bestUnits = this.units(best.value);
    const m = this.m;
    // The most promising trios, at most maxEvaluations + 1 of them (the last one's bound is what
    // remains unexplored when the budget runs out).
    const top = new TopBounds(maxEvaluations + 1);
    const base = duals.objective + 1.5 * this.k;
    const { y, shared } = duals;
    let cutoff = bestUnits + 1e-9;
    for (let a = 0; a < m; a++) {
      for (let b = a + 1; b < m; b++) {
        const ab = this.pair(a, b);
        if (Number.isNaN(ab)) continue;
        const partial = base + ab - y[a]! - y[b]!;
        const sharedAB = shared[a * m + b]!;
        for (let c = b + 1; c < m; c++) {
          const trio = this.pair(a, c) + this.pair(b, c);
          if (Number.isNaN(trio)) continue;
          const sharedAC = shared[a * m + c]!;
          const sharedBC = shared[b * m + c]!;
          const loss = sharedAB + sharedAC + sharedBC - 2 * Math.min(sharedAB, sharedAC, sharedBC);
          const bound = partial + trio - y[c]! - loss;
          if (bound > cutoff) {
            top.push(bound, (a * m + b) * m + c);
            cutoff = Math.max(bestUnits + 1e-9, top.floor());
          }
        }
      }
    }
    const order = top.sorted();
    let evaluated = 0;
    let index = 0;
    for (; index < order.length; index++) {
      const [bound, code] = order[index]!;
      if (bound <= bestUnits + 1e-9 || evaluated >= maxEvaluations) break;
      const trio = [Math.floor(code / (m * m)), Math.floor(code / m) % m, code % m];
      const candidate = this.resplit(this.withTrio(trio, this.trio(trio[0]!, trio[1]!, trio[2]!)));
      evaluated++;
      if (betterGrouping(candidate.value, best.value)) {
        best = candidate;
        bestUnits = this.units(best.value);
      }
    }
    const remaining = index < order.length ? order[index]![0] : Number.NEGATIVE_INFINITY;
    return { ...best, bound: Math.max(bestUnits, remaining) };
  }

  /** The trio plus the best pairs of everyone else. */
  private withTrio(trio: number[], trioScore: number): LocalSolution {
    const inTrio = new Set(trio);
    const rest = this.solvePairs(this.everyone().filter((a) => !inTrio.has(a)));
    return {
      groups: [trio, ...rest.groups],
      value: { placed: 3 + rest.value.placed, total: trioScore + rest.value.total },
    };
  }

  /**
   * The first incumbent of the search, without another matching: someone the best pairs leave
   * out joins the pair they add most to.
   */
  private startingSolution(pairsOnly: LocalSolution): LocalSolution | null {
    const placed = new Set(pairsOnly.groups.flat());
    let best: LocalSolution | null = null;
    for (let extra = 0; extra < this.m; extra++) {
      if (placed.has(extra)) continue;
      pairsOnly.groups.forEach((pair, g) => {
        const gain = this.pair(pair[0]!, extra) + this.pair(pair[1]!, extra);
        if (Number.isNaN(gain)) return;
        const value = { placed: pairsOnly.value.placed + 1, total: pairsOnly.value.total + gain };
        if (best === null || betterGrouping(value, best.value)) {
          const groups = pairsOnly.groups.filter((_, other) => other !== g);
          best = { groups: [[...pair, extra], ...groups], value };
        }
      });
    }
    return best;
  }

  private groupScore(group: readonly number[]): number {
    return group.length === 2 ? this.pair(group[0]!, group[1]!) : this.trio(group[0]!, group[1]!, group[2]!);
  }

  /** Re-splits the trio (groups[0]) with pairs while some split gains; also swaps in unmatched people. */
  private resplit(solution: LocalSolution): LocalSolution {
    const groups = solution.groups.map((group) => [...group]);
    let total = solution.value.total;
    const placed = new Set(groups.flat());
    const unmatched = this.everyone().filter((a) => !placed.has(a));
    for (let improved = true, passes = 0; improved && passes < 20; passes++) {
      improved = false;
      for (let g = 1; g < groups.length; g++) {
        const trio = groups[0]!;
        const pair = groups[g]!;
        const five = [...trio, ...pair];
        const before = this.trio(trio[0]!, trio[1]!, trio[2]!) + this.pair(pair[0]!, pair[1]!);
        let bestGain = 1e-9;
        let bestSplit: [number[], number[]] | null = null;
        for (let x = 0; x < 5; x++) {
          for (let y = x + 1; y < 5; y++) {
            const newPair = [five[x]!, five[y]!];
            const newTrio = five.filter((_, z) => z !== x && z !== y);
            const after = this.pair(newPair[0]!, newPair[1]!) + this.trio(newTrio[0]!, newTrio[1]!, newTrio[2]!);
            if (after - before > bestGain) {
              bestGain = after - before;
              bestSplit = [newTrio, newPair];
            }
          }
        }
        if (bestSplit !== null) {
          groups[0] = bestSplit[0];
          groups[g] = bestSplit[1];
          total += bestGain;
          improved = true;
        }
      }
      for (let u = 0; u < unmatched.length; u++) {
        const trio = groups[0]!;
        const before = this.trio(trio[0]!, trio[1]!, trio[2]!);
        for (let x = 0; x < 3; x++) {
          const newTrio = trio.map((a, z) => (z === x ? unmatched[u]! : a));
          const gain = this.trio(newTrio[0]!, newTrio[1]!, newTrio[2]!) - before;
          if (gain > 1e-9) {
            unmatched[u] = trio[x]!;
            groups[0] = newTrio;
            total += gain;
            improved = true;
            break;
          }
        }
      }
    }
    return { groups, value: { placed: solution.value.placed, total } };
  }
}

/**
 * The duals of a finished matching, in the units of the weights. Removing the people of T from a
 * blossom B (odd) lowers floor(|B| / 2) by 1 when B holds two or three of them, by 0 for one; the
 * blossoms are nested, so those holding all three are the ones shared by the pair sharing least.
 */
function dualsOf(n: number, certificate: MatchingCertificate): Duals {
  const { dualvar, blossomparent, blossombase } = certificate;
  const y = new Float64Array(n);
  let objective = 0;
  for (let v = 0; v < n; v++) {
    y[v] = dualvar[v]! / 2;
    objective += y[v]!;
  }
  const size = new Map<number, number>();
  const chains: number[][] = [];
  for (let v = 0; v < n; v++) {
    const chain: number[] = [];
    for (let b = blossomparent[v]!; b !== -1; b = blossomparent[b]!) {
      if (blossombase[b]! >= 0 && dualvar[b]! > 0) {
        chain.push(b);
        size.set(b, (size.get(b) ?? 0) + 1);
      }
    }
    chains.push(chain.reverse());
  }
  for (const [b, count] of size) objective += dualvar[b]! * Math.floor(count / 2);
  const shared = new Float64Array(n * n);
  for (let u = 0; u < n; u++) {
    const cu = chains[u]!;
    if (cu.length === 0) continue;
    for (let v = u + 1; v < n; v++) {
      const cv = chains[v]!;
      let sum = 0;
      for (let x = 0; x < cu.length && x < cv.length && cu[x] === cv[x]; x++) sum += dualvar[cu[x]!]!;
      shared[u * n + v] = shared[v * n + u] = sum;
    }
  }
  return { y, shared, objective };
}

/** The `size` largest bounds pushed, each with its code (a min-heap). */
class TopBounds {
  private readonly bounds: number[] = [];
  private readonly codes: number[] = [];

  constructor(private readonly size: number) {}

  /** The smallest bound kept once full: anything not above it would be dropped. */
  floor(): number {
    return this.bounds.length < this.size ? Number.NEGATIVE_INFINITY : this.bounds[0]!;
  }

  push(bound: number, code: number): void {
    const { bounds, codes } = this;
    if (bounds.length < this.size) {
      bounds.push(bound);
      codes.push(code);
      for (let x = bounds.length - 1; x > 0;) {
        const parent = (x - 1) >> 1;
        if (bounds[parent]! <= bounds[x]!) break;
        this.swap(x, parent);
        x = parent;
      }
      return;
    }
    bounds[0] = bound;
    codes[0] = code;
    for (let x = 0; ;) {
      const left = 2 * x + 1;
      const right = left + 1;
      let least = x;
      if (left < bounds.length && bounds[left]! < bounds[least]!) least = left;
      if (right < bounds.length && bounds[right]! < bounds[least]!) least = right;
      if (least === x) break;
      this.swap(x, least);
      x = least;
    }
  }

  /** [bound, code] pairs, largest bound first (ties by code, for a stable order). */
  sorted(): [number, number][] {
    return this.bounds
      .map((bound, x): [number, number] => [bound, this.codes[x]!])
      .sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  }

  private swap(x: number, y: number): void {
    [this.bounds[x], this.bounds[y]] = [this.bounds[y]!, this.bounds[x]!];
    [this.codes[x], this.codes[y]] = [this.codes[y]!, this.codes[x]!];
  }
}
