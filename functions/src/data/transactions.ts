/**
 * Transactions whose reads check documents against their schema (on the emulators). A callback
 * that throws leaves its rollback to a request the SDK does not wait for; a trigger that fails is
 * then stopped by the functions emulator before that request goes out, and the documents it read
 * stay locked until the emulator's lock timeout, failing every other write to them meanwhile. So a
 * malformed document ends the callback normally (the transaction commits nothing and frees its
 * locks at once) and its error is thrown after the transaction.
 */
import { MalformedDocumentError } from '@peer-coaching/domain';
import type { Transaction } from 'firebase-admin/firestore';
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
