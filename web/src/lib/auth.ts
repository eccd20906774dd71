/**
 * Firebase Authentication: the only place the app signs people in and out. Google's popup code is
 * loaded on demand so that /login stays small.
 */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
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
import { emulatorHost, firebaseApp, usesEmulators } from './firebase-app.ts';

export const auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
if (usesEmulators) connectAuthEmulator(auth, `http://${emulatorHost(9099)}`, { disableWarnings: true });

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

const EMAIL_FOR_LINK_KEY = 'email-for-sign-in-link';

/** Sends a one-time sign-in link; the address is remembered to finish on this device. */
export async function sendSignInLink(email: string): Promise<void> {
  await sendSignInLinkToEmail(auth, email, { url: `${window.location.origin}/login`, handleCodeInApp: true });
  window.localStorage.setItem(EMAIL_FOR_LINK_KEY, email);
}

export function isEmailSignInLink(url: string): boolean {
  return isSignInWithEmailLink(auth, url);
}

/** The address the link was sent to from this device, if any. */
export function rememberedLinkEmail(): string | null {
  return window.localStorage.getItem(EMAIL_FOR_LINK_KEY);
}

export async function completeEmailLinkSignIn(email: string, url: string): Promise<void> {
  await signInWithEmailLink(auth, email, url);
  window.localStorage.removeItem(EMAIL_FOR_LINK_KEY);
}

export async function signInWithGoogle(): Promise<void> {
  const { GoogleAuthProvider, signInWithPopup, browserPopupRedirectResolver } = await import('firebase/auth');
  await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(auth);
}

/** The provider's error code ('auth/wrong-password' -> 'wrong-password'), or null. */
export function authErrorCode(error: unknown): string | null {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  return code.startsWith('auth/') ? code.slice('auth/'.length) : null;
}
