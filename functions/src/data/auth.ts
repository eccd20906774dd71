import { adminAuth } from './firestore.ts';

/** The uid of a valid, unrevoked ID token, or null for anything else. */
export async function uidFromIdToken(token: string): Promise<string | null> {
  try {
    const decoded = await adminAuth.verifyIdToken(token, true);
    return decoded.uid;
  } catch {
    return null;
  }
}
