/** calendar_feeds/{uid}: each person's calendar subscription token (server only). */
import { calendarFeedsCollection } from '@peer-coaching/domain';
import { randomBytes } from 'node:crypto';
import { collectionOf, db } from '../firestore.ts';

const ALREADY_EXISTS = 6;

const feeds = () => collectionOf(calendarFeedsCollection);
const feedRef = (userId: string) => db.collection(calendarFeedsCollection.path).doc(userId);

/** 32 random bytes, base64url (43 characters): the feed URL's only secret. */
const newToken = () => randomBytes(32).toString('base64url');

export async function getFeedToken(userId: string): Promise<string | null> {
  return (await feeds().doc(userId).get()).data()?.token ?? null;
}

/** The person's token, created on first use; two first calls at once get the same one. */
export async function feedToken(userId: string): Promise<string> {
  const existing = await getFeedToken(userId);
  if (existing) return existing;
  const token = newToken();
  try {
    await feedRef(userId).create({ token, created_at: new Date() });
    return token;
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    const stored = await getFeedToken(userId);
    if (!stored) throw error;
    return stored;
  }
}

/** Replaces the token: the old URL stops working at once. */
export async function renewFeedToken(userId: string): Promise<string> {
  const token = newToken();
  await feedRef(userId).set({ token, created_at: new Date() });
  return token;
}

/** Deletes the token; returns whether there was one. */
export async function revokeFeedToken(userId: string): Promise<boolean> {
  const ref = feedRef(userId);
  const existed = (await ref.get()).exists;
  if (existed) await ref.delete();
  return existed;
}

/** Whose feed a token opens, or null. */
export async function feedOwner(token: string): Promise<string | null> {
  const snapshot = await feeds().where('token', '==', token).limit(1).get();
  return snapshot.docs[0]?.id ?? null;
}
