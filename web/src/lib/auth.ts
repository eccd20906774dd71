/**
 * Firebase Authentication: the only place the app signs people in and out. The signed-in pages
 * import it directly; the public pages reach it through auth-on-demand.ts, so that /login does not
 * download the SDK before the visitor starts to sign in.
 */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  isSignInWithEmailLink,
  onIdTokenChanged,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut as firebaseSignOut,
  type User as FirebaseUser,
} from 'firebase/auth';
import { idTokenOf } from './api-format.ts';
import { rememberLinkEmail, rememberSignedIn } from './auth-memory.ts';
import { emulatorHost, firebaseApp, usesEmulators } from './firebase-app.ts';

/*
 * Sessions are kept in localStorage. getAuth() would prefer IndexedDB, which only matters to
 * service workers (the app has none) and costs /login about 1.5 KiB gzip; localStorage also
 * keeps tabs in step through storage events.
 */
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
if (usesEmulators) connectAuthEmulator(auth, `http://${emulatorHost(9099)}`, { disableWarnings: true });
onIdTokenChanged(auth, (user) => rememberSignedIn(user !== null));

export type AuthUser = Pick<FirebaseUser, 'uid' | 'email' | 'metadata'>;

/** The person signed in now, or null. */
export function currentAuthUser(): AuthUser | null {
  return auth.currentUser;
}

/**
 * Calls back with the signed-in person (or null) now and on every change, including a refresh
 * that fails because the account was disabled or its session expired (the SDK then signs out).
 */
export function watchAuthUser(callback: (user: AuthUser | null) => void): () => void {
  return onIdTokenChanged(auth, callback);
}

/** A fresh ID token for the API; the SDK refreshes it 5 minutes before expiry. */
export function idToken(): Promise<string> {
  return idTokenOf(auth.currentUser);
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

export async function signUpWithPassword(email: string, password: string): Promise<void> {
  await createUserWithEmailAndPassword(auth, email, password);
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}

/** Sends a one-time sign-in link; the address is remembered to finish on this device. */
export async function sendSignInLink(email: string): Promise<void> {
  await sendSignInLinkToEmail(auth, email, { url: `${window.location.origin}/login`, handleCodeInApp: true });
  rememberLinkEmail(email);
}

export function isEmailSignInLink(url: string): boolean {
  return isSignInWithEmailLink(auth, url);
}

export async function completeEmailLinkSignIn(email: string, url: string): Promise<void> {
  await signInWithEmailLink(auth, email, url);
  rememberLinkEmail(null);
}

export async function signInWithGoogle(): Promise<void> {
  const { signInWithGooglePopup } = await import('./google-sign-in.ts');
  await signInWithGooglePopup(auth);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(auth);
}
