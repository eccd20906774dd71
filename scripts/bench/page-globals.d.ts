// What the pages the benches drive hold on `window`, read and written inside page.evaluate and
// waitForFunction (code that runs in the browser): the app's read counter, and what the benches'
// own page scripts leave there. Each bench sets its own before it reads them.
import type { AttendanceRecord } from '../../domain/src/model.ts';

declare global {
  interface Window {
    /** The app's count of Firestore document reads, on the emulators (web/src/lib/read-counter.ts). */
    __documentReads?: number;
    /** The same reads by collection or API path. */
    __documentReadsBySource?: Record<string, number>;

    // react-renders.mjs
    /** React's commits and the components rendered in them since the page began (installRenderCounter). */
    __reactRenders: { commits: number; renders: number };
    /** React DevTools' global hook, which the render counter stands in for. */
    __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;

    // announcement-latency.mjs
    /** When each announcement title first appeared on the peer's home (watchAnnouncements). */
    __seen: Record<string, number>;
    /** Each snapshot the bare listener heard: when, and the titles in it (bareSdkScript). */
    __snapshots: { t: number; titles: string[] }[];
    /** Signs the peer in on a bare page and listens to their announcements into __snapshots. */
    __listenAnnouncements(args: { email: string; password: string; cohort: string }): Promise<void>;

    // write-to-screen.mjs
    /** Signs in on a bare page and listens to one document (`path`) into __rawSnapshots. */
    __rawListen(args: { email: string; password: string; path: string }): Promise<void>;
    /** Each snapshot of activities/{peer} the bare listener heard: when, and its data. */
    __rawSnapshots: { t: number; data: { attendance?: Record<string, string> } | undefined }[];
    /** Signs a second app of the bare page in, the facilitator who writes the roster's batches. */
    __rawWriter(args: { email: string; password: string }): Promise<void>;
    /** Commits the roster's batch for a mark from the bare page; resolves with when it was called. */
    __rawMark(args: {
      /** The record the roster writes (attendanceMark's), without its time. */
      record: Omit<AttendanceRecord, 'updated_at'>;
      userId: string;
    }): Promise<number>;
    /** Every change of a watched row's data-status (watchStatus). */
    __statusChanges: { status: string; t: number }[];
    /** Every click that reached the peer's mark button on the roster, with its label (stampClicks). */
    __clicks: { t: number; label: string | null }[];
  }
}
