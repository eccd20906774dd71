/**
 * Simple, obviously correct references the optimiser is tested against, and the baselines its
 * score is compared with (the bench, and "compared with a random grouping" on /matching).
 *
 * - `bruteForceGrouping`: the exact optimum by dynamic programming over subsets (the lowest person
 *   left is unmatched, paired with someone, or, once, in a trio): O(2^n n^2), for n <= 20.
 * - `greedyGrouping`: the best-scoring allowed pair first, repeatedly; an odd one out joins the
 *   pair it adds most to. What a person pairing by hand tends to do.
 * - `randomGrouping`: people shuffled and paired in order (forbidden pairs left unmatched), the
 *   odd one out joining the last pair.
 * - `seededRandom`: repeatable draws for the tests, the bench and the random comparison.
 */
import { betterGrouping, type Grouping, type GroupingValue, type PairScoreFn } from './matching-optimiser.ts';

/** The best value of any grouping of n people: pairs, plus at most one trio when n is odd. */
export function bruteForceGrouping(
  n: number,
  score: PairScoreFn,
  locked: readonly (readonly number[])[] = [],
): GroupingValue {
  if (n > 22) throw new RangeError('bruteForceGrouping is for n <= 22');
  const s = (a: number, b: number) => (a < b ? score(a, b) : score(b, a));
  let lockedMask = 0;
  let lockedTotal = 0;
  let lockedPlaced = 0;
  let trioLocked = false;
  for (const group of locked) {
    for (const a of group) lockedMask |= 1 << a;
    lockedPlaced += group.length;
    if (group.length === 3) trioLocked = true;
    for (let x = 0; x < group.length; x++) {
      for (let y = x + 1; y < group.length; y++) lockedTotal += s(group[x]!, group[y]!) ?? Number.NaN;
    }
  }
  const trioAllowed = n % 2 === 1 && !trioLocked;
  const size = 1 << n;
  // memo[mask * 2 + trioUsed]: best value of grouping the people in mask.
  const placedMemo = new Int8Array(size * 2).fill(-1);
  const totalMemo = new Float64Array(size * 2);
  const solve = (mask: number, trioUsed: number): GroupingValue => {
    if (mask === 0) return { placed: 0, total: 0 };
    const key = mask * 2 + trioUsed;
    if (placedMemo[key]! >= 0) return { placed: placedMemo[key]!, total: totalMemo[key]! };
    const i = 31 - Math.clz32(mask & -mask);
    const rest = mask & ~(1 << i);
    let best = solve(rest, trioUsed);
    for (let j = i + 1; j < n; j++) {
      if (!(rest & (1 << j))) continue;
      const ij = s(i, j);
      if (ij === null) continue;
      const restJ = rest & ~(1 << j);
      const paired = solve(restJ, trioUsed);
      const candidate = { placed: paired.placed + 2, total: paired.total + ij };
      if (betterGrouping(candidate, best, 0)) best = candidate;
      if (!trioAllowed || trioUsed) continue;
      for (let k = j + 1; k < n; k++) {
        if (!(restJ & (1 << k))) continue;
        const ik = s(i, k);
        const jk = s(j, k);
        if (ik === null || jk === null) continue;
        const trio = solve(restJ & ~(1 << k), 1);
        const withTrio = { placed: trio.placed + 3, total: trio.total + ij + ik + jk };
        if (betterGrouping(withTrio, best, 0)) best = withTrio;
      }
    }
    placedMemo[key] = best.placed;
    totalMemo[key] = best.total;
    return best;
  };
  const free = (size - 1) & ~lockedMask;
  const result = solve(free, 0);
  return { placed: result.placed + lockedPlaced, total: result.total + lockedTotal };
}

/** Highest-scoring allowed pair first; the odd one out (n odd) joins the pair it adds most to. */
export function greedyGrouping(n: number, score: PairScoreFn): Grouping {
  const s = (a: number, b: number) => (a < b ? score(a, b) : score(b, a));
  const pairs: [number, number, number][] = [];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const w = s(a, b);
      if (w !== null) pairs.push([w, a, b]);
    }
  }
  pairs.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  const used = new Set<number>();
  const groups: number[][] = [];
  for (const [, a, b] of pairs) {
    if (used.has(a) || used.has(b)) continue;
    used.add(a).add(b);
    groups.push([a, b]);
  }
  const unmatched = Array.from({ length: n }, (_, a) => a).filter((a) => !used.has(a));
  if (n % 2 === 1) joinBestPair(groups, unmatched, s);
  return { groups, unmatched };
}

/** Shuffled with `random` (0 <= random() < 1), paired in order; the odd one out joins the last pair it may. */
export function randomGrouping(n: number, score: PairScoreFn, random: () => number): Grouping {
  const s = (a: number, b: number) => (a < b ? score(a, b) : score(b, a));
  const order = Array.from({ length: n }, (_, a) => a);
  for (let a = n - 1; a > 0; a--) {
    const b = Math.floor(random() * (a + 1));
    [order[a], order[b]] = [order[b]!, order[a]!];
  }
  const groups: number[][] = [];
  const unmatched: number[] = [];
  for (let x = 0; x + 1 < n; x += 2) {
    if (s(order[x]!, order[x + 1]!) === null) unmatched.push(order[x]!, order[x + 1]!);
    else groups.push([order[x]!, order[x + 1]!]);
  }
  if (n % 2 === 1) unmatched.push(order[n - 1]!);
  if (n % 2 === 1) joinBestPair(groups, unmatched, s, true);
  return { groups, unmatched: unmatched.sort((a, b) => a - b) };
}

/** Moves one unmatched person into the pair they add most to (or the last pair they may join). */
function joinBestPair(
  groups: number[][],
  unmatched: number[],
  s: (a: number, b: number) => number | null,
  last = false,
): void {
  let best: { u: number; g: number; gain: number } | null = null;
  unmatched.forEach((person, u) => {
    groups.forEach((group, g) => {
      const [a, b] = group as [number, number];
      const sa = s(person, a);
      const sb = s(person, b);
      if (sa === null || sb === null) return;
      if (best === null || last || sa + sb > best.gain) best = { u, g, gain: sa + sb };
    });
  });
  if (best === null) return;
  const { u, g } = best;
  groups[g]!.push(unmatched[u]!);
  unmatched.splice(u, 1);
}

/** mulberry32: repeatable numbers in [0, 1) from a seed (the same seed, the same draws). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
