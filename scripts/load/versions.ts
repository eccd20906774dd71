/**
 * Writes per second per document, from the documents' own versions: admin SDK listeners on every
 * document a check-in writes or derives (the event's attendance records, the cohort's activities
 * documents, its report and calendar), recording each version's update time (the emulator's commit
 * time, which the web SDK does not expose). A listener may fold two quick versions into one
 * snapshot, so the counts are a lower bound of the writes (docs/load.md).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentChange, type Firestore } from 'firebase-admin/firestore';

export interface VersionLog {
  /** The admin SDK's Firestore on the emulators (also for reading the event's secret). */
  db: Firestore;
  /** Update times (ms) of each document's versions seen since `reset`. */
  versions: Map<string, number[]>;
  reset(): void;
  close(): Promise<void>;
}

export async function watchVersions(
  projectId: string,
  { eventId, cohortId }: { eventId: string; cohortId: string },
): Promise<VersionLog> {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId }, `load-versions-${Date.now()}`);
  const db = getFirestore(app);
  const versions = new Map<string, number[]>();
  const record = (path: string, time: number) => {
    const times = versions.get(path) ?? [];
    if (times.at(-1) !== time) times.push(time);
    versions.set(path, times);
  };
  const fromChanges = (changes: DocumentChange[]) => {
    for (const change of changes) {
      if (change.type !== 'removed') record(change.doc.ref.path, change.doc.updateTime.toMillis());
    }
  };
  const ready: Promise<void>[] = [];
  const unsubscribers: (() => void)[] = [];
  const listen = (subscribe: (first: () => void) => () => void) =>
    ready.push(new Promise<void>((resolve) => unsubscribers.push(subscribe(resolve))));
  listen((first) =>
    db
      .collection('attendance')
      .where('event_id', '==', eventId)
      .onSnapshot((s) => {
        fromChanges(s.docChanges());
        first();
      }),
  );
  listen((first) =>
    db
      .collection('activities')
      .where('cohort', '==', cohortId)
      .onSnapshot((s) => {
        fromChanges(s.docChanges());
        first();
      }),
  );
  listen((first) =>
    db
      .collection('cohort_report_shards')
      .where('cohort', '==', cohortId)
      .onSnapshot((s) => {
        fromChanges(s.docChanges());
        first();
      }),
  );
  for (const path of [`cohort_reports/${cohortId}`, `cohort_calendars/${cohortId}`, `events/${eventId}`]) {
    listen((first) =>
      db.doc(path).onSnapshot((s) => {
        if (s.updateTime) record(path, s.updateTime.toMillis());
        first();
      }),
    );
  }
  await Promise.all(ready);
  return {
    db,
    versions,
    reset: () => versions.clear(),
    close: async () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      await db.terminate();
      await deleteApp(app);
    },
  };
}
