/** Firestore writes in batches of at most 500 operations, committed a few at a time. */
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';

/** Firestore's limit on operations in one batch. */
export const MAX_BATCH_OPERATIONS = 500;
/** Batches in flight at once: enough to keep the emulator busy without queueing everything. */
const PARALLEL_BATCHES = 4;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * A commit is one request, and the Firestore emulator refuses one over 4 MiB (gRPC's limit; it
 * then retries for ten minutes before failing): batches of large documents stay under this.
 */
export const MAX_BATCH_BYTES = 3 * 1024 * 1024;

/** Chunks of at most `size` items whose `bytes` add up to at most `maxBytes` (a larger item alone). */
export function chunkByBytes<T>(
  items: readonly T[],
  size: number,
  bytes: (item: T) => number,
  maxBytes = MAX_BATCH_BYTES,
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let total = 0;
  for (const item of items) {
    const itemBytes = bytes(item);
    if (current.length > 0 && (current.length === size || total + itemBytes > maxBytes)) {
      chunks.push(current);
      current = [];
      total = 0;
    }
    current.push(item);
    total += itemBytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Adds each item to a batch with `stage`, then commits all batches; resolves when all are done.
 * With `bytes` (an item's stored size), a batch also stays under MAX_BATCH_BYTES.
 */
export async function commitInBatches<T>(
  db: Firestore,
  items: readonly T[],
  stage: (batch: WriteBatch, item: T) => void,
  bytes?: (item: T) => number,
): Promise<void> {
  const parts = bytes ? chunkByBytes(items, MAX_BATCH_OPERATIONS, bytes) : chunk(items, MAX_BATCH_OPERATIONS);
  const batches = parts.map((part) => {
    const batch = db.batch();
    for (const item of part) stage(batch, item);
    return batch;
  });
  for (const wave of chunk(batches, PARALLEL_BATCHES)) await Promise.all(wave.map((batch) => batch.commit()));
}
