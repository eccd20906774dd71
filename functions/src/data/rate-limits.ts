/**
 * rate_limits/{key}: the limits' counters (domain/src/limits.ts; docs/decisions.md "Limits"),
 * shared by every instance of every function. The rules deny every client; a TTL policy on
 * `expires_at` removes what no longer counts (docs/deploy.md).
 */
import { rateLimitsCollection } from '@peer-coaching/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collectionOf, db } from './firestore.ts';
import { runCheckedTransaction } from './transactions.ts';

const typed = () => collectionOf(rateLimitsCollection);
const raw = (key: string) => db.collection(rateLimitsCollection.path).doc(key);

/**
 * Counts one request against `key` and answers the count including it. An increment, then a read:
 * no transaction, so a flood from one address queues on no lock; two requests at once may both
 * read the other's increment, which can only refuse early, never let more through.
 */
export async function countRequest(key: string, expiresAt: Date): Promise<number> {
  await raw(key).set({ count: FieldValue.increment(1), expires_at: Timestamp.fromDate(expiresAt) }, { merge: true });
  return (await typed().doc(key).get()).data()?.count ?? 0;
}

/**
 * Starts a cooldown at `now` unless one started after `since`: answers null when started, else
 * when the running one started. In a transaction, so two staff clicking at once start one.
 */
export async function startCooldown(key: string, now: Date, since: Date, expiresAt: Date): Promise<Date | null> {
  return runCheckedTransaction(async (tx) => {
    const last = (await tx.get(typed().doc(key))).data()?.at ?? null;
    if (last && last.getTime() > since.getTime()) return last;
    tx.set(raw(key), { at: Timestamp.fromDate(now), expires_at: Timestamp.fromDate(expiresAt) });
    return null;
  });
}

/** Ends the cooldown started at `at` (its sending failed), unless another has started since. */
export async function endCooldown(key: string, at: Date): Promise<void> {
  await runCheckedTransaction(async (tx) => {
    const stored = (await tx.get(typed().doc(key))).data()?.at;
    if (stored?.getTime() === at.getTime()) tx.delete(raw(key));
  });
}

/**
 * Adds `amount` to the counter `key` when `fits(current)` says it may: answers the count before,
 * and whether it was added. In a transaction, so two sends at once cannot both take the last room.
 */
export async function addWithin(
  key: string,
  amount: number,
  expiresAt: Date,
  fits: (current: number) => boolean,
): Promise<{ before: number; added: boolean }> {
  return runCheckedTransaction(async (tx) => {
    const before = (await tx.get(typed().doc(key))).data()?.count ?? 0;
    if (!fits(before)) return { before, added: false };
    tx.set(raw(key), { count: before + amount, expires_at: Timestamp.fromDate(expiresAt) });
    return { before, added: true };
  });
}

/** Gives back what `addWithin` took (the sending failed). */
export async function giveBack(key: string, amount: number): Promise<void> {
  await raw(key).update({ count: FieldValue.increment(-amount) });
}
