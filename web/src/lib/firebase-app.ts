/**
 * The Firebase app, from build-time config. Locally (and in tests) it talks to the emulators of
 * the demo project; deployed, VITE_FIREBASE_* come from web/.env.production.
 */
import { initializeApp } from 'firebase/app';
import { emulatorSetOffset } from './emulator-set.ts';

const env = import.meta.env;

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-peer-coaching.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-peer-coaching',
  appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
});

/** A demo project only exists on the emulators, so it always uses them. */
export const usesEmulators = firebaseApp.options.projectId?.startsWith('demo-') ?? true;

/**
 * The emulators listen on the host that served the page (localhost or 127.0.0.1). Parallel test
 * runs start further sets of emulators, each 10 ports above the one before, Hosting included
 * (5010, 5020, …; scripts/lib/emulator-sets.mjs): a page served from one talks to its own set.
 */
export function emulatorHost(port: number): string {
  return `${window.location.hostname}:${port + emulatorSetOffset(Number(window.location.port))}`;
}
