/**
 * The Firestore SDK for signed-in pages (never loaded by /login), and typed references built from
 * the domain's collection modules. Documents are checked against their schema in development, so
 * a malformed one fails loudly with its path; production maps Timestamps to Dates and checks what
 * a page cannot do without (the calendars' events).
 */
import { COLLECTION_PATHS, withDates } from '@peer-coaching/domain';
import {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  Timestamp,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { checkCohortCalendar } from './calendar-check.ts';
import { emulatorHost, firebaseApp, usesEmulators } from './firebase-app.ts';

let db: Firestore | undefined;

export function firestore(): Firestore {
  if (!db) {
    // The persistent cache (IndexedDB), shared by every tab of the app: survey answers typed
    // offline are pending writes that must outlive a reload or a closed tab, and are sent when the
    // connection returns; pages opened offline read what the cache last saw (docs/surveys.md).
    // It costs every signed-in page about 24 KiB gzip more than the memory cache did
    // (docs/decisions.md). Where IndexedDB is unavailable (some private modes), the SDK falls back
    // to memory by itself.
    db = initializeFirestore(firebaseApp, {
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
    if (usesEmulators) {
      const [host, port] = emulatorHost(8080).split(':') as [string, string];
      connectFirestoreEmulator(db, host, Number(port));
    }
  }
  return db;
}

/**
 * Opens a new connection to Firestore; every open listener resumes on it. For a query the rules
 * judge by the clock (timed announcements): the emulator judges each listen on a connection by
 * the time the connection opened, so a query for something that began since is refused there
 * until a new connection (docs/announcements.md). Pending writes are kept.
 */
export async function reconnectFirestore(): Promise<void> {
  await disableNetwork(firestore());
  await enableNetwork(firestore());
}

const isTimestamp = (value: unknown): value is Timestamp => value instanceof Timestamp;

/** The collection schemas, in development only: production builds drop this import and zod with it. */
const dev = import.meta.env.DEV ? await import('./dev-collections.ts') : null;

/** What production checks too: the documents a malformed one of would break a page (calendar-check.ts). */
const productionChecks: Record<string, (data: unknown, path: string) => void> = {
  [COLLECTION_PATHS.cohortCalendars]: checkCohortCalendar,
};

/**
 * Reads a collection's documents as T; the browser writes nothing through these. Development
 * checks every document against its collection's schema, so a malformed one fails loudly with its
 * path; production maps Timestamps to Dates and checks the calendars' events (productionChecks).
 */
export function converterOf<T extends { id: string }>(path: string): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => {
      // A write still on its way (offline, or not yet acknowledged) has no server time yet: the
      // local estimate stands in, so the writer's own page shows it at once, dated now.
      const data = snapshot.data({ serverTimestamps: 'estimate' });
      const collection = dev?.collectionsByPath[path];
      if (collection)
        return collection.fromStored(data, snapshot.id, snapshot.ref.path, {
          isTimestamp,
          validate: true,
        }) as T;
      const read = withDates(data, isTimestamp);
      productionChecks[path]?.(read, snapshot.ref.path);
      return { ...(read as object), id: snapshot.id } as T;
    },
  };
}
