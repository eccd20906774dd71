/**
 * The server-only state of check-in codes: each event's secret (event_secrets/{eventId}) and each
 * person's recent wrong codes (check_in_attempts/{uid}). The rules deny every client both.
 */
import { checkInAttemptsCollection, eventSecretsCollection } from '@peer-coaching/domain';
import { randomBytes } from 'node:crypto';
import { collectionOf, db } from '../firestore.ts';
import { runCheckedTransaction } from '../transactions.ts';

const ALREADY_EXISTS = 6;

const secrets = () => collectionOf(eventSecretsCollection);
const attempts = () => collectionOf(checkInAttemptsCollection);

/** The event's secret, or null when no code was ever shown for it. */
export async function getEventSecret(eventId: string): Promise<string | null> {
  return (await secrets().doc(eventId).get()).data()?.secret ?? null;
}

/**
 * The event's secret, created on first use: 32 random bytes, base64url. Two staff opening the code
 * at the same moment both get the one that was stored first.
 */
export async function eventSecret(eventId: string, group: string): Promise<string> {
  const existing = await getEventSecret(eventId);
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  try {
    await db.collection(eventSecretsCollection.path).doc(eventId).create({ secret, group });
    return secret;
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    const stored = await getEventSecret(eventId);
    if (!stored) throw error;
    return stored;
  }
}

/** When this person entered wrong codes since `since`. */
export async function wrongCodesSince(userId: string, since: Date): Promise<Date[]> {
  const stored = (await attempts().doc(userId).get()).data()?.wrong ?? [];
  return stored.filter((at) => at.getTime() > since.getTime());
}

/**
 * Records a wrong code at `now`, keeping only those after `since` (and at most `keep` of them), in
 * a transaction so that simultaneous wrong codes are all counted. Returns how many are kept.
 */
export async function recordWrongCode(userId: string, now: Date, since: Date, keep: number): Promise<number> {
  const ref = attempts().doc(userId);
  return runCheckedTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data()?.wrong ?? [];
    const wrong = [...stored.filter((at) => at.getTime() > since.getTime()), now].slice(-keep);
    tx.set(db.collection(checkInAttemptsCollection.path).doc(userId), { wrong });
    return wrong.length;
  });
}
