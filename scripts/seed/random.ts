/**
 * Seeded pseudo-randomness for the demo data. Every draw is keyed by a string (e.g. an event id
 * plus a user id) rather than taken from one long stream, so adding an event or a person never
 * reshuffles the choices made for the others. Never Math.random, never the clock.
 */

/** Fixed seed of the demo data; change it only to get a different (still stable) demo. */
export const DEMO_SEED = 'peer-coaching-demo-v1';

/** 32-bit FNV-1a hash of a string. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, well-mixed generator of numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/** A generator for one purpose, named by `key`; the same key always gives the same draws. */
export function randomFor(key: string): Random {
  const next = mulberry32(hash32(`${DEMO_SEED}|${key}`));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    chance: (p) => next() < p,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error(`randomFor(${key}).pick: nothing to pick from`);
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
  };
}
