/**
 * How a cohort's peer entries are spread over documents (docs/reports.md): a cohort of any size
 * must load in a few reads, and no document may grow with the number of people. Entries live in
 * `cohort_report_shards/{cohort}_h{bits}`, each shard holding the peers whose id hashes to its bit
 * prefix (extendible hashing). A cohort starts with one shard (prefix ""); a shard that passes
 * REPORT_SHARD_SPLIT_BYTES is split in two by the next bit, so shards stay under the limits and a
 * cohort of 2,000 peers takes about 16 of them, while a cohort of 20 takes one. The shards of a
 * cohort always cover every hash exactly once, so a writer finds a peer's shard by reading the
 * REPORT_SHARD_MAX_DEPTH + 1 candidates along the peer's hash: exactly one of them exists.
 */
import { stringSize, valueSize } from '../firestore-size.ts';

/** A shard splits when its entries pass this many bytes (Firestore's limit is 1 MiB; we keep 256 KiB). */
export const REPORT_SHARD_SPLIT_BYTES = 192 * 1024;

/** At most 2^5 = 32 shards per cohort: /report reads them all and stays within 25 reads up to ~22. */
export const REPORT_SHARD_MAX_DEPTH = 5;

/** 32-bit FNV-1a of the id, as 32 bits, most significant first: a stable, even spread of ids. */
export function idHashBits(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(2).padStart(32, '0');
}

export const reportShardId = (cohortId: string, prefix: string): string => `${cohortId}_h${prefix}`;

/** The ids of the shards that may hold the person's entry, shallowest first: exactly one exists. */
export function candidateShardIds(cohortId: string, userId: string): string[] {
  const bits = idHashBits(userId);
  return Array.from({ length: REPORT_SHARD_MAX_DEPTH + 1 }, (_, depth) =>
    reportShardId(cohortId, bits.slice(0, depth)),
  );
}

/** The bytes one entry adds to a shard's `peers` map: its key and its value. */
export const shardEntrySize = (userId: string, entry: unknown): number => stringSize(userId) + valueSize(entry);

export interface ReportShard<Entry> {
  /** The document id: `{cohort}_h{prefix}`. */
  id: string;
  cohort: string;
  group: string;
  /** The bit prefix of the ids it holds; its length is the depth. */
  prefix: string;
  /** The bytes of `peers` (Firestore's rules), kept with every write so a writer never reads the whole shard. */
  size: number;
  peers: Record<string, Entry>;
}

/** A shard of these entries, with its size. */
export function reportShard<Entry>(
  cohort: string,
  group: string,
  prefix: string,
  peers: Record<string, Entry>,
): ReportShard<Entry> {
  const size = Object.entries(peers).reduce((sum, [id, entry]) => sum + shardEntrySize(id, entry), 0);
  return { id: reportShardId(cohort, prefix), cohort, group, prefix, size, peers };
}

/** Whether a shard of this size and prefix is to be split (it is over the size and may go deeper). */
export const shardNeedsSplit = (size: number, prefix: string): boolean =>
  size > REPORT_SHARD_SPLIT_BYTES && prefix.length < REPORT_SHARD_MAX_DEPTH;

/** A full shard's two halves, by the next bit of each id's hash. */
export function splitReportShard<Entry>(shard: ReportShard<Entry>): [ReportShard<Entry>, ReportShard<Entry>] {
  const halves: [Record<string, Entry>, Record<string, Entry>] = [{}, {}];
  for (const [id, entry] of Object.entries(shard.peers)) {
    halves[idHashBits(id)[shard.prefix.length] === '0' ? 0 : 1][id] = entry;
  }
  return [
    reportShard(shard.cohort, shard.group, `${shard.prefix}0`, halves[0]),
    reportShard(shard.cohort, shard.group, `${shard.prefix}1`, halves[1]),
  ];
}

/** A cohort's entries as shards, split as the triggers would have split them (the seed, a sandbox copy). */
export function reportShardsOf<Entry>(
  cohort: string,
  group: string,
  peers: Record<string, Entry>,
): ReportShard<Entry>[] {
  const spread = (shard: ReportShard<Entry>): ReportShard<Entry>[] =>
    shardNeedsSplit(shard.size, shard.prefix) ? splitReportShard(shard).flatMap(spread) : [shard];
  return spread(reportShard(cohort, group, '', peers));
}
