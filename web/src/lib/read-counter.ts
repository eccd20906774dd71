/**
 * Counts the Firestore documents one page load costs: documents delivered by live listeners plus
 * the documents the API reports reading for each call (header `x-document-reads`). On the
 * emulators the total is exposed as `window.__documentReads` for `npm run bench`.
 */
import { usesEmulators } from './firebase-app.ts';

declare global {
  interface Window {
    __documentReads?: number;
    /** The same total by where the documents came from: a collection, or an API path. */
    __documentReadsBySource?: Record<string, number>;
    /** Listeners open now through lib/live.ts (the e2e suite compares pages by it). */
    __liveListeners?: number;
  }
}

export function countDocumentReads(count: number, source: string): void {
  if (!usesEmulators || !Number.isFinite(count) || count <= 0) return;
  window.__documentReads = (window.__documentReads ?? 0) + count;
  const bySource = (window.__documentReadsBySource ??= {});
  bySource[source] = (bySource[source] ?? 0) + count;
}

/** What a snapshot cost: the documents the server delivered (not the local cache), by collection. */
export function countSnapshotReads(snapshot: {
  metadata: { fromCache: boolean };
  docChanges?: () => { doc: { ref: { parent: { path: string } } } }[];
  ref?: { parent: { path: string } };
}): void {
  if (snapshot.metadata.fromCache) return;
  if (snapshot.docChanges) {
    for (const change of snapshot.docChanges()) countDocumentReads(1, change.doc.ref.parent.path);
  } else if (snapshot.ref) {
    countDocumentReads(1, snapshot.ref.parent.path);
  }
}

/** One listener opened (+1) or closed (-1), on the emulators only. */
export function countListener(delta: 1 | -1): void {
  if (!usesEmulators) return;
  window.__liveListeners = (window.__liveListeners ?? 0) + delta;
}
