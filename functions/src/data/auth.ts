import { adminAuth } from './firestore.ts';

/**
 * The uid and e-mail of a valid, unrevoked ID token, and when its holder signed in (`auth_time`:
 * a refreshed token keeps it), or null for anything else.
 */
export async function verifiedAccount(
  token: string,
): Promise<{ uid: string; email: string | null; signedInAt: Date } | null> {
  try {
    const decoded = await adminAuth.verifyIdToken(token, true);
    return { uid: decoded.uid, email: decoded.email ?? null, signedInAt: new Date(decoded.auth_time * 1000) };
  } catch {
    return null;
  }
}
