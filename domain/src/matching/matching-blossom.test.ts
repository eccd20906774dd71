/**
 * The blossom port against independent references:
 * - the exact optimum by dynamic programming over subsets (n <= 18);
 * - for n up to 60, the LP duality certificate the algorithm ends with, checked edge by edge
 *   (a matching with a feasible dual of equal value is optimal whatever produced it), and, on
 *   bipartite instances, a min-cost flow by Bellman-Ford shortest augmenting paths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxWeightMatching, type MatchingResult, type WeightedEdge } from './matching-blossom.ts';
import { seededRandom } from './matching-reference.ts';

/** Max cardinality first (when asked), then max weight, over subsets: O(2^n n). */
function dpMatching(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean) {
  const w = weightMatrix(n, edges);
  const count = new Int8Array(1 << n);
  const total = new Float64Array(1 << n);
  for (let mask = 1; mask < 1 << n; mask++) {
    const i = 31 - Math.clz32(mask & -mask);
    const rest = mask & ~(1 << i);
    let bestCount = count[rest]!;
    let bestTotal = total[rest]!;
    for (let j = i + 1; j < n; j++) {
      const weight = w[i * n + j]!;
      if (!(rest & (1 << j)) || Number.isNaN(weight)) continue;
      const c = count[rest & ~(1 << j)]! + 1;
      const t = total[rest & ~(1 << j)]! + weight;
      const wins = maxCardinality ? c > bestCount || (c === bestCount && t > bestTotal) : t > bestTotal;
      if (wins) {
        bestCount = c;
        bestTotal = t;
      }
    }
    count[mask] = bestCount;
    total[mask] = bestTotal;
  }
  return { count: count[(1 << n) - 1]!, total: total[(1 << n) - 1]! };
}

/** w[i * n + j]: the heaviest edge between i and j, NaN for none. */
function weightMatrix(n: number, edges: readonly WeightedEdge[]) {
  const w = new Float64Array(n * n).fill(Number.NaN);
  for (const { i, j, w: weight } of edges) {
    if (!(weight <= w[i * n + j]!)) w[i * n + j] = w[j * n + i] = weight;
  }
  return w;
}

function valueOf(n: number, edges: readonly WeightedEdge[], mate: readonly number[]) {
  const w = weightMatrix(n, edges);
  let count = 0;
  let total = 0;
  mate.forEach((j, i) => {
    if (j > i) {
      count++;
      total += w[i * n + j]!;
    }
    if (j >= 0 && mate[j] !== i) throw new Error(`mate is not symmetric at ${i}`);
  });
  return { count, total };
}

/**
 * mwmatching.py's verifyOptimum: the duals are feasible, every matched edge is tight, unmatched
 * vertices and blossoms with positive duals are at the bound, and positive blossoms are full.
 * With maxCardinality the vertex duals are shifted by a common offset, which proves maximum weight
 * among matchings of the same cardinality (the cardinality is checked apart).
 */
function verifyCertificate(
  nvertex: number,
  edges: readonly WeightedEdge[],
  { certificate }: MatchingResult,
  maxCardinality: boolean,
) {
  const { dualvar, blossomparent, blossombase, blossomendps, endpoint, mateEndpoint: mate } = certificate;
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const vertexDuals = dualvar.slice(0, nvertex);
  const offset = maxCardinality ? Math.max(0, -Math.min(...vertexDuals)) : 0;
  check(Math.min(...vertexDuals) + offset >= 0, 'vertex duals below the bound');
  for (let b = nvertex; b < 2 * nvertex; b++) check(blossombase[b]! < 0 || dualvar[b]! >= 0, `blossom ${b} dual < 0`);
  const up = (v: number) => {
    const chain = [v];
    while (blossomparent[chain.at(-1)!] !== -1) chain.push(blossomparent[chain.at(-1)!]!);
    return chain.reverse();
  };
  edges.forEach(({ i, j, w }, k) => {
    let s = dualvar[i]! + dualvar[j]! - 2 * w;
    const iChain = up(i);
    const jChain = up(j);
    for (let x = 0; x < Math.min(iChain.length, jChain.length) && iChain[x] === jChain[x]; x++) {
      s += 2 * dualvar[iChain[x]!]!;
    }
    check(s >= -1e-9, `edge ${k} has negative slack ${s}`);
    if (mate[i]! >> 1 === k || mate[j]! >> 1 === k) {
      check(mate[i]! >> 1 === k && mate[j]! >> 1 === k, `edge ${k} matched at one end only`);
      check(Math.abs(s) < 1e-9, `matched edge ${k} not tight`);
    }
  });
  for (let v = 0; v < nvertex; v++) check(mate[v]! >= 0 || dualvar[v]! + offset === 0, `free vertex ${v} dual > 0`);
  for (let b = nvertex; b < 2 * nvertex; b++) {
    if (blossombase[b]! >= 0 && dualvar[b]! > 0) {
      const endps = blossomendps[b]!;
      check(endps.length % 2 === 1, `blossom ${b} even`);
      for (let x = 1; x < endps.length; x += 2) {
        const p = endps[x]!;
        check(mate[endpoint[p]!] === (p ^ 1) && mate[endpoint[p ^ 1]!] === p, `blossom ${b} not full`);
      }
    }
  }
  expect(failures).toEqual([]);
}

function randomGraph(random: () => number, n: number, density: number, low: number, high: number) {
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (random() < density) edges.push({ i, j, w: low + Math.floor(random() * (high - low + 1)) });
    }
  }
  return edges;
}

/** Bipartite maximum-weight matching (left 0..h-1, right h..2h-1) by min-cost flow, Bellman-Ford paths. */
function bipartiteReference(h: number, edges: readonly WeightedEdge[], maxCardinality: boolean) {
  // Nodes: source 0, left 1..h, right h+1..2h, sink 2h+1. Costs are negated weights.
  const size = 2 * h + 2;
  const sink = 2 * h + 1;
  const to: number[] = [];
  const cap: number[] = [];
  const cost: number[] = [];
  const head: number[][] = Array.from({ length: size }, () => []);
  const add = (u: number, v: number, c: number) => {
    head[u]!.push(to.length);
    to.push(v);
    cap.push(1);
    cost.push(c);
    head[v]!.push(to.length);
    to.push(u);
    cap.push(0);
    cost.push(-c);
  };
  for (let x = 0; x < h; x++) {
    add(0, 1 + x, 0);
    add(1 + h + x, sink, 0);
  }
  for (const { i, j, w } of edges) add(1 + i, 1 + j, -w);
  let count = 0;
  let total = 0;
  for (;;) {
    const dist = new Array<number>(size).fill(Number.POSITIVE_INFINITY);
    const via = new Array<number>(size).fill(-1);
    dist[0] = 0;
    for (let round = 0; round < size; round++) {
      let changed = false;
      for (let u = 0; u < size; u++) {
        if (dist[u] === Number.POSITIVE_INFINITY) continue;
        for (const e of head[u]!) {
          if (cap[e]! > 0 && dist[u]! + cost[e]! < dist[to[e]!]!) {
            dist[to[e]!] = dist[u]! + cost[e]!;
            via[to[e]!] = e;
            changed = true;
          }
        }
      }
      if (!changed) break;
    }
    // Successive shortest paths give, after k augmentations, the best matching of k edges.
    if (dist[sink] === Number.POSITIVE_INFINITY || (!maxCardinality && dist[sink]! >= 0)) break;
    for (let v = sink; v !== 0; v = to[via[v]! ^ 1]!) {
      cap[via[v]!]!--;
      cap[via[v]! ^ 1]!++;
    }
    count++;
    total -= dist[sink]!;
  }
  return { count, total };
}

describe('maxWeightMatching', () => {
  it('gets the hand-made blossom cases of the original right', () => {
    const cases: [number, [number, number, number][], boolean, number[]][] = [
      [2, [[0, 1, 1]], false, [1, 0]],
      [
        4,
        [
          [1, 2, 10],
          [2, 3, 11],
        ],
        false,
        [-1, -1, 3, 2],
      ],
      [
        5,
        [
          [1, 2, 5],
          [2, 3, 11],
          [3, 4, 5],
        ],
        false,
        [-1, -1, 3, 2, -1],
      ],
      [
        5,
        [
          [1, 2, 5],
          [2, 3, 11],
          [3, 4, 5],
        ],
        true,
        [-1, 2, 1, 4, 3],
      ],
      [
        5,
        [
          [1, 2, 2],
          [1, 3, -2],
          [2, 3, 1],
          [2, 4, -1],
          [3, 4, -6],
        ],
        false,
        [-1, 2, 1, -1, -1],
      ],
      [
        5,
        [
          [1, 2, 2],
          [1, 3, -2],
          [2, 3, 1],
          [2, 4, -1],
          [3, 4, -6],
        ],
        true,
        [-1, 3, 4, 1, 2],
      ],
      [
        5,
        [
          [1, 2, 8],
          [1, 3, 9],
          [2, 3, 10],
          [3, 4, 7],
        ],
        false,
        [-1, 2, 1, 4, 3],
      ],
      [
        7,
        [
          [1, 2, 8],
          [1, 3, 9],
          [2, 3, 10],
          [3, 4, 7],
          [1, 6, 5],
          [4, 5, 6],
        ],
        false,
        [-1, 6, 3, 2, 5, 4, 1],
      ],
      [
        7,
        [
          [1, 2, 9],
          [1, 3, 8],
          [2, 3, 10],
          [1, 4, 5],
          [4, 5, 4],
          [1, 6, 3],
        ],
        false,
        [-1, 6, 3, 2, 5, 4, 1],
      ],
      [
        7,
        [
          [1, 2, 9],
          [1, 3, 9],
          [2, 3, 10],
          [2, 4, 8],
          [3, 5, 8],
          [4, 5, 10],
          [5, 6, 6],
        ],
        false,
        [-1, 3, 4, 1, 2, 6, 5],
      ],
      [
        9,
        [
          [1, 2, 10],
          [1, 7, 10],
          [2, 3, 12],
          [3, 4, 20],
          [3, 5, 20],
          [4, 5, 25],
          [5, 6, 10],
          [6, 7, 10],
          [7, 8, 8],
        ],
        false,
        [-1, 2, 1, 4, 3, 6, 5, 8, 7],
      ],
      [
        9,
        [
          [1, 2, 8],
          [1, 3, 8],
          [2, 3, 10],
          [2, 4, 12],
          [3, 5, 12],
          [4, 5, 14],
          [4, 6, 12],
          [5, 7, 12],
          [6, 7, 14],
          [7, 8, 12],
        ],
        false,
        [-1, 2, 1, 5, 6, 3, 4, 8, 7],
      ],
      [
        9,
        [
          [1, 2, 23],
          [1, 5, 22],
          [1, 6, 15],
          [2, 3, 25],
          [3, 4, 22],
          [4, 5, 25],
          [4, 8, 14],
          [5, 7, 13],
        ],
        false,
        [-1, 6, 3, 2, 8, 7, 1, 5, 4],
      ],
      [
        9,
        [
          [1, 2, 19],
          [1, 3, 20],
          [1, 8, 8],
          [2, 3, 25],
          [2, 4, 18],
          [3, 5, 18],
          [4, 5, 13],
          [4, 7, 7],
          [5, 6, 7],
        ],
        false,
        [-1, 8, 3, 2, 7, 6, 5, 4, 1],
      ],
      [
        11,
        [
          [1, 2, 45],
          [1, 5, 45],
          [2, 3, 50],
          [3, 4, 45],
          [4, 5, 50],
          [1, 6, 30],
          [3, 9, 35],
          [4, 8, 35],
          [5, 7, 26],
          [9, 10, 5],
        ],
        false,
        [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
      ],
      [
        11,
        [
          [1, 2, 45],
          [1, 5, 45],
          [2, 3, 50],
          [3, 4, 45],
          [4, 5, 50],
          [1, 6, 30],
          [3, 9, 35],
          [4, 8, 28],
          [5, 7, 26],
          [9, 10, 5],
        ],
        false,
        [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
      ],
      [
        13,
        [
          [1, 2, 45],
          [1, 7, 45],
          [2, 3, 50],
          [3, 4, 45],
          [4, 5, 95],
          [4, 6, 94],
          [5, 6, 94],
          [6, 7, 50],
          [1, 8, 30],
          [3, 11, 35],
          [5, 9, 36],
          [7, 10, 26],
          [11, 12, 5],
        ],
        false,
        [-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
      ],
      [
        11,
        [
          [1, 2, 40],
          [1, 3, 40],
          [2, 3, 60],
          [2, 4, 55],
          [3, 5, 55],
          [4, 5, 50],
          [1, 8, 15],
          [5, 7, 30],
          [7, 6, 10],
          [8, 10, 10],
          [4, 9, 30],
        ],
        false,
        [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
      ],
    ];
    for (const [n, list, maxCardinality, expected] of cases) {
      const edges = list.map(([i, j, w]) => ({ i, j, w }));
      const result = maxWeightMatching(n, edges, maxCardinality);
      expect(result.mate).toEqual(expected);
      const dp = dpMatching(n, edges, maxCardinality);
      expect(valueOf(n, edges, result.mate)).toEqual(dp);
      verifyCertificate(n, edges, result, maxCardinality);
    }
  });

  it('returns an empty matching for no edges, and rejects bad edges', () => {
    expect(maxWeightMatching(3, []).mate).toEqual([-1, -1, -1]);
    expect(maxWeightMatching(0, []).mate).toEqual([]);
    expect(() => maxWeightMatching(2, [{ i: 0, j: 0, w: 1 }])).toThrow(RangeError);
    expect(() => maxWeightMatching(2, [{ i: 0, j: 2, w: 1 }])).toThrow(RangeError);
  });

  it('equals the subset DP on random graphs of up to 14 vertices (weights negative, zero, tied)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(0.3, 0.7, 1),
        fc.constantFrom([1, 3], [-5, 5], [0, 0], [-3, -1], [1, 1000]),
        fc.boolean(),
        (n, seed, density, [low, high], maxCardinality) => {
          const edges = randomGraph(seededRandom(seed), n, density, low!, high!);
          const result = maxWeightMatching(n, edges, maxCardinality);
          const value = valueOf(n, edges, result.mate);
          const dp = dpMatching(n, edges, maxCardinality);
          // Without maxCardinality, zero-weight edges may or may not be taken: only the total counts.
          expect(maxCardinality ? value : value.total).toEqual(maxCardinality ? dp : dp.total);
          verifyCertificate(n, edges, result, maxCardinality);
        },
      ),
      { numRuns: 250 },
    );
  });

  it('equals the subset DP at 18 vertices', () => {
    const random = seededRandom(18);
    for (let run = 0; run < 3; run++) {
      const edges = randomGraph(random, 18, 0.5, -10, 30);
      const result = maxWeightMatching(18, edges, true);
      expect(valueOf(18, edges, result.mate)).toEqual(dpMatching(18, edges, true));
    }
  });

  it('holds an optimality certificate on 120 random graphs of up to 60 vertices', () => {
    const random = seededRandom(60);
    for (let run = 0; run < 120; run++) {
      const n = 2 + Math.floor(random() * 59);
      const density = [0.1, 0.5, 1][run % 3]!;
      const edges = randomGraph(random, n, density, run % 2 ? -20 : 0, 40);
      // A planted perfect matching: max cardinality must then be floor(n / 2).
      const order = Array.from({ length: n }, (_, v) => v).sort(() => random() - 0.5);
      for (let x = 0; x + 1 < n; x += 2) edges.push({ i: order[x]!, j: order[x + 1]!, w: -25 });
      const result = maxWeightMatching(n, edges, true);
      verifyCertificate(n, edges, result, true);
      expect(valueOf(n, edges, result.mate).count).toBe(Math.floor(n / 2));
    }
  });

  it('equals a min-cost flow on bipartite graphs of up to 60 vertices', () => {
    const random = seededRandom(61);
    for (let run = 0; run < 40; run++) {
      const h = 1 + Math.floor(random() * 30);
      const edges: WeightedEdge[] = [];
      for (let i = 0; i < h; i++) {
        for (let j = 0; j < h; j++) {
          if (random() < 0.4) edges.push({ i, j: h + j, w: -10 + Math.floor(random() * 41) });
        }
      }
      for (const maxCardinality of [true, false]) {
        const result = maxWeightMatching(2 * h, edges, maxCardinality);
        const value = valueOf(2 * h, edges, result.mate);
        const reference = bipartiteReference(h, edges, maxCardinality);
        expect(maxCardinality ? value : value.total).toEqual(maxCardinality ? reference : reference.total);
      }
    }
  });
});
