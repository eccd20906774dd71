/**
 * A live query whose documents say whether they are still local writes (docs/discussion.md):
 * kept apart from live.ts so that only the pages that show pending writes load it.
 */
import { onSnapshot, type Query } from 'firebase/firestore';
import { countSnapshotReads } from './read-counter.ts';
import { useLiveSources, type LiveResult } from './live.ts';
/** A document with whether it is still a local write, not yet on the server (offline, or on its way). */
export interface WithPending<T> {
  data: T;
  pending: boolean;
}

/**
 * The documents of one query, each with its pending flag: the listener also hears metadata
 * changes, so an offline post turns from "sending" to sent as soon as the server has it.
 */
export function useLiveQueryWithPending<T>(key: string | null, query: () => Query<T>): LiveResult<WithPending<T>[]> {
  return useLiveSources<WithPending<T>[], WithPending<T>[]>(
    key,
    () => [
      (next, fail) =>
        onSnapshot(
          query(),
          { includeMetadataChanges: true },
          (snapshot) => {
            // Documents the server delivered, as live.ts counts them (metadata-only changes are none).
            countSnapshotReads(snapshot);
            next(() => snapshot.docs.map((d) => ({ data: d.data(), pending: d.metadata.hasPendingWrites })));
          },
          fail,
        ),
    ],
    ([list]) => list!,
  );
}
