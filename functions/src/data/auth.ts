import { adminAuth } from './firestore.ts';

/** The uid and e-mail of a valid, unrevoked ID token, or null for anything else. */
export async function verifiedAccount(token: string): Promise<{ uid: string; email: string | null } | null> {
  try {
    const decoded = await adminAuth.verifyIdToken(token, true);
    return { uid: decoded.uid, email: decoded.email ?? null };
  } catch {
    return null;
  }
}
