/**
 * Transactions whose reads check documents against their schema (on the emulators). A callback
 * that throws leaves its rollback to a request the SDK does not wait for; a trigger that fails is
 * then stopped by the functions emulator before that request goes out, and the documents it read
 * stay locked until the emulator's lock timeout, failing every other write to them meanwhile. So a
 * malformed document ends the callback normally (the transaction commits nothing and frees its
 * locks at once) and its error is thrown after the transaction.
 */
import { MalformedDocumentError } from '@peer-coaching/domain';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { db } from './firestore.ts';

/**
 * Runs `update` in a transaction. It must do all its reads, and so meet any malformed document,
 * before its first write.
 */
export async function runCheckedTransaction<T>(
  update: (tx: Transaction) => Promise<T>,
  options: { maxAttempts?: number } | { readOnly: true } = {},
): Promise<T> {
  const outcome = await db.runTransaction(async (tx) => {
    try {
      return { value: await update(tx) };
    } catch (error) {
      if (error instanceof MalformedDocumentError) return { error };
      throw error;
    }
  }, options);
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/** A write refused because a document changed since it was read (a precondition, a create, a gone document). */
const isStale = (error: unknown) => [5, 6, 9].includes((error as { code?: unknown }).code as number);

/**
 * Optimistic writes: `attempt` reads what it needs (a read-only snapshot takes no lock) and stages
 * writes whose preconditions say "as read"; the batch is committed, and when a precondition refuses
 * it, all is read again after a short, spread pause (up to `maxAttempts` times). A null batch has
 * nothing to write. Returns the attempt's value.
 */
export async function commitOptimistically<T>(
  attempt: () => Promise<{ batch: WriteBatch | null; value: T }>,
  maxAttempts = 25,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    const { batch, value } = await attempt();
    if (!batch) return value;
    try {
      await batch.commit();
      return value;
    } catch (error) {
      if (!isStale(error) || tries >= maxAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * Math.min(tries, 5)));
    }
  }
}
