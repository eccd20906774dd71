/** The admin SDK for the demo project, pointed at the emulators through the environment. */
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID } from './emulator-guard.ts';
import type { DemoTargets } from './write.ts';

export interface DemoConnection extends DemoTargets {
  /** Closes the SDK's connections so the command exits promptly. */
  close(): Promise<void>;
}

export function connectToEmulators(): DemoConnection {
  // The emulators need no credentials; without this, google-auth-library may probe the cloud
  // metadata server and print a MetadataLookupWarning.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
  const db = getFirestore(app);
  return {
    db,
    auth: getAuth(app),
    close: async () => {
      await db.terminate();
      await deleteApp(app);
    },
  };
}
