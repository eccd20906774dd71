import { getAppCheck } from 'firebase-admin/app-check';
import { adminAuth } from '../firestore.ts';

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

/**
 * Whether an App Check token is valid for this project. On the emulators, which cannot reach App
 * Check, the web's debug provider's token (APP_CHECK_DEBUG_TOKEN) is the one valid token.
 */
export async function verifiedAppCheckToken(token: string): Promise<boolean> {
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    return Boolean(process.env.APP_CHECK_DEBUG_TOKEN) && token === process.env.APP_CHECK_DEBUG_TOKEN;
  }
  try {
    await getAppCheck().verifyToken(token);
    return true;
  } catch {
    return false;
  }
}
