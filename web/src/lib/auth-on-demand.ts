/**
 * Firebase Authentication for the public pages, downloaded when first needed instead of with the
 * page: when the visitor starts to use a sign-in form (preloadAuth), when a page has to know who
 * is signed in, or at the latest when a call is made. The SDK is about 30 KiB gzip, a sixth of
 * /login; a visitor reading a landing page or typing an address never waits for it
 * (docs/decisions.md, "Firebase Auth on demand").
 *
 * Only a type crosses from auth.ts at build time, so the bundler keeps the SDK in its own chunk.
 */
import { useSyncExternalStore } from 'react';
import type * as AuthModule from './auth.ts';
import type { AuthUser } from './auth.ts';

type Auth = typeof AuthModule;

/**
 * What the page knows of the signed-in person: 'unknown' until the SDK has loaded and answered,
 * 'unavailable' if its code could not be downloaded (the next call tries again).
 */
export type AuthState = { status: 'unknown' } | { status: 'unavailable' } | { status: 'known'; user: AuthUser | null };

let loading: Promise<Auth> | null = null;
let state: AuthState = { status: 'unknown' };
const listeners = new Set<() => void>();

function setState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The SDK, downloading it on the first call. A failed download is retried by the next call. */
export function loadAuth(): Promise<Auth> {
  loading ??= import('./auth.ts').then(
    (auth) => {
      auth.watchAuthUser((user) => setState({ status: 'known', user }));
      return auth;
    },
    (error: unknown) => {
      loading = null;
      setState({ status: 'unavailable' });
      throw error;
    },
  );
  return loading;
}

/** Starts the download without waiting, for event handlers: the visitor is about to need it. */
export function preloadAuth(): void {
  loadAuth().catch(() => {
    // Reported to whoever makes the actual call; a preload has nobody to tell.
  });
}

/** The signed-in person as far as the page knows, kept current. Does not start the download. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
  );
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await (await loadAuth()).signInWithPassword(email, password);
}

export async function signUpWithPassword(email: string, password: string): Promise<void> {
  await (await loadAuth()).signUpWithPassword(email, password);
}

export async function sendPasswordReset(email: string): Promise<void> {
  await (await loadAuth()).sendPasswordReset(email);
}

export async function sendSignInLink(email: string): Promise<void> {
  await (await loadAuth()).sendSignInLink(email);
}

export async function completeEmailLinkSignIn(email: string, url: string): Promise<void> {
  await (await loadAuth()).completeEmailLinkSignIn(email, url);
}

export async function signInWithGoogle(): Promise<void> {
  await (await loadAuth()).signInWithGoogle();
}

export async function signOut(): Promise<void> {
  await (await loadAuth()).signOut();
}

/**
 * Whether `url` may be an e-mailed sign-in link, without the SDK: such a link carries its one-time
 * `oobCode`, directly or inside a `link` parameter. The SDK then decides (isEmailSignInLink).
 */
export function mayBeEmailSignInLink(url: string): boolean {
  const { searchParams } = new URL(url);
  return searchParams.has('oobCode') || searchParams.has('link');
}

export async function isEmailSignInLink(url: string): Promise<boolean> {
  return (await loadAuth()).isEmailSignInLink(url);
}
