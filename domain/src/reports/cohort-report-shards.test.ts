import { describe, expect, it } from 'vitest';
import {
  candidateShardIds,
  idHashBits,
  REPORT_SHARD_MAX_DEPTH,
  REPORT_SHARD_SPLIT_BYTES,
  reportShard,
  reportShardsOf,
  shardEntrySize,
  shardNeedsSplit,
  splitReportShard,
} from './cohort-report-shards.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `peer${String(i).padStart(5, '0')}`);
/** An entry of about 1 KB, like a peer's with a year of attendance. */
const entry = (id: string) => ({ name: id, attendance: 'x'.repeat(1000) });

describe('report shards', () => {
  it('hashes an id to a stable 32-bit string, spread evenly', () => {
    expect(idHashBits('')).toBe((0x811c9dc5).toString(2).padStart(32, '0'));
    expect(idHashBits('peer00001')).toMatch(/^[01]{32}$/);
    expect(idHashBits('peer00001')).toBe(idHashBits('peer00001'));
    const ones = ids(2000).filter((id) => idHashBits(id)[0] === '1').length;
    expect(ones).toBeGreaterThan(900);
    expect(ones).toBeLessThan(1100);
  });

  it("names the shards along a person's hash, from the cohort's root to the deepest", () => {
    const bits = idHashBits('p1');
    expect(candidateShardIds('c', 'p1')).toEqual(
      Array.from({ length: REPORT_SHARD_MAX_DEPTH + 1 }, (_, depth) => `c_h${bits.slice(0, depth)}`),
    );
  });

  it('keeps the size of its entries by the storage rules', () => {
    // "p1" is 3 bytes as a key; the map { a: "bc" } is 2 + 3.
    expect(shardEntrySize('p1', { a: 'bc' })).toBe(3 + 5);
    expect(reportShard('c', 'g', '', { p1: { a: 'bc' }, p2: { a: 'bc' } }).size).toBe(16);
  });

  it('splits a full shard in two by the next bit of each id, and only a full one above the deepest level', () => {
    const peers = Object.fromEntries(ids(300).map((id) => [id, entry(id)]));
    const root = reportShard('c', 'g', '', peers);
    expect(shardNeedsSplit(root.size, '')).toBe(true);
    expect(shardNeedsSplit(REPORT_SHARD_SPLIT_BYTES, '')).toBe(false);
    expect(shardNeedsSplit(root.size, '1'.repeat(REPORT_SHARD_MAX_DEPTH))).toBe(false);
    const [zero, one] = splitReportShard(root);
    expect([zero.id, one.id]).toEqual(['c_h0', 'c_h1']);
    expect(Object.keys(zero.peers).every((id) => idHashBits(id).startsWith('0'))).toBe(true);
    expect(Object.keys(one.peers).every((id) => idHashBits(id).startsWith('1'))).toBe(true);
    expect(zero.size + one.size).toBe(root.size);
    expect(Object.keys(zero.peers).length + Object.keys(one.peers).length).toBe(300);
  });

  it('spreads 2,000 entries of 1 KB over shards under the split size that cover every hash once', () => {
    const peers = Object.fromEntries(ids(2000).map((id) => [id, entry(id)]));
    const shards = reportShardsOf('c', 'g', peers);
    expect(shards.length).toBeGreaterThanOrEqual(8);
    expect(shards.length).toBeLessThanOrEqual(20);
    expect(shards.every((shard) => shard.size <= REPORT_SHARD_SPLIT_BYTES)).toBe(true);
    for (const id of ids(2000)) {
      const holders = shards.filter((shard) => candidateShardIds('c', id).includes(shard.id));
      expect(holders.map((shard) => Object.keys(shard.peers).includes(id))).toEqual([true]);
    }
    // A small cohort is one shard.
    expect(reportShardsOf('c', 'g', { p1: entry('p1') }).map((shard) => shard.id)).toEqual(['c_h']);
  });
});
