/**
 * Live Firestore data for signed-in pages: hooks that listen while mounted. A feature names its
 * listener with a key (null: not now) and builds the reference from `firestore()` and the query
 * builders of live-queries.ts; the hook re-subscribes only when the key changes.
 */
import { onSnapshot, type DocumentReference, type FirestoreError, type Query } from 'firebase/firestore';
import { startTransition, useEffect, useState } from 'react';
import { firestore } from './firestore.ts';
import { countListener, countSnapshotReads } from './read-counter.ts';

export { firestore };
export * from './live-queries.ts';

export type LiveResult<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Listens to several sources at once and combines their latest values; `success` once every one
 * has answered. One failed listener fails the whole (the section 8 message names the data, not
 * the query).
 */
export function useLiveSources<T, V>(
  key: string | null,
  sources: () => ((next: (read: () => V) => void, fail: (error: FirestoreError) => void) => () => void)[],
  combine: (values: V[]) => T,
): LiveResult<T> {
  const [state, setLiveState] = useState<{ key: string | null; result: LiveResult<T> }>({ key, result: LOADING });
  // Data arriving renders as a transition: React renders it in short slices, so a snapshot of a
  // year of events never blocks a phone's main thread for long (and an input comes first).
  const setState = (next: { key: string | null; result: LiveResult<T> }) => startTransition(() => setLiveState(next));
  useEffect(() => {
    if (key === null) return;
    const listeners = sources();
    const values: (V | undefined)[] = listeners.map(() => undefined);
    const answered = listeners.map(() => false);
    const unsubscribes: (() => void)[] = [];
    // Each listener starts in a task of its own: the first answer takes a round trip anyway, and
    // a page's listeners started together (the Firestore client's start included) made one long
    // task of its commit's effects on a phone (docs/decisions.md).
    const starts = listeners.map((listen, index) =>
      window.setTimeout(() => {
        unsubscribes.push(
          listen(
            (read) => {
              try {
                values[index] = read();
              } catch (error) {
                // A document that breaks its schema (checked in development) fails like a listener.
                setState({ key, result: { status: 'error', data: undefined, error: error as Error } });
                return;
              }
              answered[index] = true;
              if (answered.every(Boolean)) {
                // A copy: `values` is updated in place, and a combine that returns its input (one
                // document list) must still give each snapshot a new array, or a useMemo on the
                // result would keep the first one.
                setState({ key, result: { status: 'success', data: combine([...values] as V[]), error: undefined } });
              }
            },
            (error) => setState({ key, result: { status: 'error', data: undefined, error } }),
          ),
        );
      }),
    );
    return () => {
      starts.forEach((start) => window.clearTimeout(start));
      unsubscribes.forEach((unsubscribe) => unsubscribe());
    };
    // sources and combine are rebuilt every render; the key says when the data asked for changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key && key !== null ? state.result : LOADING;
}

/** The documents of one or more queries, concatenated. */
export function useLiveQueries<T>(key: string | null, queries: () => Query<T>[]): LiveResult<T[]> {
  return useLiveSources<T[], T[]>(
    key,
    () => queries().map(listenToQuery),
    (lists) => lists.flat(),
  );
}

/** The documents of each query, one list per query (a page across groups needs each one's size). */
export function useLiveQueryLists<T>(key: string | null, queries: () => Query<T>[]): LiveResult<T[][]> {
  return useLiveSources<T[][], T[]>(
    key,
    () => queries().map(listenToQuery),
    (lists) => lists,
  );
}

/** An onSnapshot unsubscribe, counted among the open listeners (on the emulators). */
function counted(unsubscribe: () => void): () => void {
  countListener(1);
  return () => {
    countListener(-1);
    unsubscribe();
  };
}

/** A source for useLiveSources: the documents of a query. */
export function listenToQuery<T>(q: Query<T>) {
  return (next: (read: () => T[]) => void, fail: (error: FirestoreError) => void) =>
    counted(
      onSnapshot(
        q,
        (snapshot) => {
          countSnapshotReads(snapshot);
          next(() => snapshot.docs.map((d) => d.data()));
        },
        fail,
      ),
    );
}

/** A source for useLiveSources: one document, null while it is missing. */
export function listenToDocument<T>(ref: DocumentReference<T>) {
  return (next: (read: () => T | null) => void, fail: (error: FirestoreError) => void) =>
    counted(
      onSnapshot(
        ref,
        (snapshot) => {
          countSnapshotReads(snapshot);
          next(() => snapshot.data() ?? null);
        },
        fail,
      ),
    );
}

/** One or more documents; a missing document is null. */
export function useLiveDocuments<T>(key: string | null, refs: () => DocumentReference<T>[]): LiveResult<(T | null)[]> {
  return useLiveSources<(T | null)[], T | null>(
    key,
    () => refs().map(listenToDocument),
    (documents) => documents,
  );
}
