/**
 * The Firebase app, from build-time config (VITE_FIREBASE_*): the demo project from web/.env.demo
 * in the build `npm start` and the tests serve, a real one from web/.env.production when deployed.
 * vite.config.ts refuses a build without them, or a production build with the demo project.
 */
import { initializeApp } from 'firebase/app';
import { startAppCheck } from './app-check.ts';
import { emulatorSetOffset } from './emulator-set.ts';

const env = import.meta.env;

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY as string,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN as string,
  projectId: env.VITE_FIREBASE_PROJECT_ID as string,
  appId: env.VITE_FIREBASE_APP_ID as string,
});

/** A demo project only exists on the emulators, so it always uses them. */
export const usesEmulators = firebaseApp.options.projectId?.startsWith('demo-') ?? true;

// Before Firestore or Auth make a request, so that they carry its token from the first one.
startAppCheck(firebaseApp, {
  siteKey: env.VITE_APP_CHECK_SITE_KEY as string | undefined,
  debugToken: usesEmulators ? (env.VITE_APP_CHECK_DEBUG_TOKEN as string | undefined) : undefined,
});

/**
 * The emulators listen on the host that served the page (localhost or 127.0.0.1). Parallel test
 * runs start further sets of emulators, each 10 ports above the one before, Hosting included
 * (5010, 5020, …; scripts/lib/emulator-sets.mjs): a page served from one talks to its own set.
 */
export function emulatorHost(port: number): string {
  return `${window.location.hostname}:${port + emulatorSetOffset(Number(window.location.port))}`;
}
