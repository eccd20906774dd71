/**
 * A signed-in Firebase JS SDK (the `firebase` package the web app bundles) on the harness's
 * emulators, one app per person: Auth in memory, Firestore with the memory cache (Node has no
 * IndexedDB; the web app's persistent cache falls back to memory where IndexedDB is missing).
 */
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, type Firestore } from 'firebase/firestore';
import type { EmulatorPorts } from './emulators.ts';

export interface SignedIn {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  /** The ID token the API wants (cached by the SDK, refreshed when it expires). */
  idToken(): Promise<string>;
  close(): Promise<void>;
}

export async function signIn(
  { ports, projectId }: { ports: EmulatorPorts; projectId: string },
  email: string,
  password: string,
): Promise<SignedIn> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId, appId: email }, email);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://127.0.0.1:${ports.auth}`, { disableWarnings: true });
  // A busy machine (2 cores, shared) makes the Auth emulator miss the SDK's network timeout now
  // and then: try again a few times, as a person would, before giving up.
  let attempt = 0;
  const { user } = await (async function retry(): ReturnType<typeof signInWithEmailAndPassword> {
    try {
      return await signInWithEmailAndPassword(auth, email, password);
    } catch (error) {
      if (++attempt >= 5 || !String(error).includes('network-request-failed')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
      return retry();
    }
  })();
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  connectFirestoreEmulator(db, '127.0.0.1', ports.firestore);
  return { app, auth, db, idToken: () => user.getIdToken(), close: () => deleteApp(app) };
}
