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

/** Adds each item to a batch with `stage`, then commits all batches; resolves when all are done. */
export async function commitInBatches<T>(
  db: Firestore,
  items: readonly T[],
  stage: (batch: WriteBatch, item: T) => void,
): Promise<void> {
  const batches = chunk(items, MAX_BATCH_OPERATIONS).map((part) => {
    const batch = db.batch();
    for (const item of part) stage(batch, item);
    return batch;
  });
  for (const wave of chunk(batches, PARALLEL_BATCHES)) await Promise.all(wave.map((batch) => batch.commit()));
}
