/**
 * Counts the Firestore documents one page load costs: documents delivered by live listeners plus
 * the documents the API reports reading for each call (header `x-document-reads`). On the
 * emulators the total is exposed as `window.__documentReads` for `npm run bench`.
 */
import { usesEmulators } from './firebase-app.ts';

declare global {
  interface Window {
    __documentReads?: number;
    /** Listeners open now through lib/live.ts (the e2e suite compares pages by it). */
    __liveListeners?: number;
  }
}

export function countDocumentReads(count: number): void {
  if (!usesEmulators || !Number.isFinite(count) || count <= 0) return;
  window.__documentReads = (window.__documentReads ?? 0) + count;
}

/** One listener opened (+1) or closed (-1), on the emulators only. */
export function countListener(delta: 1 | -1): void {
  if (!usesEmulators) return;
  window.__liveListeners = (window.__liveListeners ?? 0) + delta;
}
