/**
 * Live Firestore data for signed-in pages, through reactfire. Loaded only with those pages, so
 * /login never downloads the Firestore SDK. Queries match firestore.rules exactly: a peer lists
 * visible announcements of their shared cohorts and their own attendance; staff their group's.
 */
import { withDates, type ActivityCounts, type Announcement, type AttendanceRecord } from '@peer-coaching/domain';
import {
  collection,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  onSnapshot,
  persistentMultipleTabManager,
  query,
  type Query,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useState, type ReactNode } from 'react';
import { FirebaseAppProvider, FirestoreProvider, useFirestore } from 'reactfire';
import { emulatorHost, firebaseApp, usesEmulators } from './firebase-app.ts';

let db: Firestore | undefined;
function firestore(): Firestore {
  if (!db) {
    // Offline persistence: what a person saw stays readable, and their own writes survive a drop.
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

export function LiveDataProvider({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore()}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}

const isTimestamp = (value: unknown): value is Timestamp => value instanceof Timestamp;

/** Reads documents as T with Dates; these queries never write. */
function readConverter<T>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => ({
      ...(withDates(snapshot.data(), isTimestamp) as T),
      id: snapshot.id,
    }),
  };
}

export interface LiveResult<T> {
  status: 'loading' | 'success' | 'error';
  data: T[] | undefined;
}

/**
 * Subscribes to a query while mounted; `key` names the query so that a re-render with an equal
 * query keeps the same listener. (reactfire's useFirestoreCollectionData stayed in 'loading' with
 * firebase 12 and React 19 here, so reactfire provides the SDK context and this hook listens.)
 */
function useLiveQuery<T>(key: string, makeQuery: () => Query<T>): LiveResult<T> {
  const [result, setResult] = useState<LiveResult<T> & { key: string }>({ key, status: 'loading', data: undefined });
  useEffect(
    () =>
      onSnapshot(
        makeQuery(),
        (snapshot) => setResult({ key, status: 'success', data: snapshot.docs.map((d) => d.data()) }),
        () => setResult({ key, status: 'error', data: undefined }),
      ),
    // makeQuery is rebuilt every render; the key says when the query really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return result.key === key ? result : { status: 'loading', data: undefined };
}

/** Who is looking decides the query the rules allow. */
export type AnnouncementScope = { role: 'peer'; cohorts: string[] } | { role: 'staff'; group: string };

export function useLiveAnnouncements(scope: AnnouncementScope): LiveResult<Announcement> {
  const db = useFirestore();
  const key = scope.role === 'peer' ? `peer:${scope.cohorts.join(',')}` : `staff:${scope.group}`;
  return useLiveQuery(key, () => {
    const announcements = collection(db, 'announcements').withConverter(readConverter<Announcement>());
    return scope.role === 'peer'
      ? query(
          announcements,
          where('cohorts', 'array-contains-any', scope.cohorts.slice(0, 30)),
          where('visible', '==', true),
        )
      : query(announcements, where('group', '==', scope.group));
  });
}

export function useLiveAttendanceOfUser(userId: string): LiveResult<AttendanceRecord> {
  const db = useFirestore();
  return useLiveQuery(userId, () =>
    query(
      collection(db, 'attendance').withConverter(readConverter<AttendanceRecord>()),
      where('user_id', '==', userId),
    ),
  );
}

/** Activity counts of a cohort's peers, for staff of its group. */
export function useLiveCohortActivities(group: string, cohort: string): LiveResult<ActivityCounts & { id: string }> {
  const db = useFirestore();
  return useLiveQuery(`${group}/${cohort}`, () =>
    query(
      collection(db, 'activities').withConverter(readConverter<ActivityCounts & { id: string }>()),
      where('group', '==', group),
      where('cohort', '==', cohort),
    ),
  );
}
