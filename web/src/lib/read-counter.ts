/**
 * Counts the Firestore documents one page load costs: documents delivered by live listeners plus
 * the documents the API reports reading for each call (header `x-document-reads`). On the
 * emulators the total is exposed as `window.__documentReads` for `npm run bench`.
 */
import { usesEmulators } from './firebase-app.ts';

declare global {
  interface Window {
    __documentReads?: number;
  }
}

export function countDocumentReads(count: number): void {
  if (!usesEmulators || !Number.isFinite(count) || count <= 0) return;
  window.__documentReads = (window.__documentReads ?? 0) + count;
}
