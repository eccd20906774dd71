/**
 * Enqueues tasks on the functions' Cloud Tasks queues (docs/decisions.md, "Long work in task
 * queues"). On the emulators the admin SDK finds the Cloud Tasks emulator through
 * CLOUD_TASKS_EMULATOR_HOST, which the functions emulator sets, and that emulator calls the queue
 * function; deployed, Cloud Tasks does.
 */
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import './firestore.ts'; // initialises the default app

/**
 * The app that enqueues. Deployed, the default app: it names the function's service account in
 * each task (found once from the metadata server). On the emulators no metadata server answers,
 * and the SDK asked it before every enqueue until the request timed out (a 200-row invitation
 * answered 504), so there an app of its own names the emulated account the SDK would fall back to.
 */
function queueApp(): App {
  if (!process.env.CLOUD_TASKS_EMULATOR_HOST) return getApp();
  return (
    getApps().find((app) => app.name === 'task-queues') ??
    initializeApp(
      {
        projectId:
          process.env.GCLOUD_PROJECT ??
          (JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { projectId?: string }).projectId,
        serviceAccountId: 'emulated-service-acct@email.com',
      },
      'task-queues',
    )
  );
}

export interface QueuedTask<T> {
  /**
   * The task's name in its queue ([A-Za-z0-9_-], at most 500): a second enqueue of the same id is
   * refused by Cloud Tasks (for about an hour after the first ended, and by the emulator until it
   * stops), so enqueueing a batch again after a partial failure adds only what is missing.
   */
  id: string;
  data: T;
}

/** Enqueues at most this many at once (each is one HTTPS call to Cloud Tasks). */
const ENQUEUE_CONCURRENCY = 20;

/**
 * Enqueues every task on the queue of the function exported as `functionName` (us-central1); a
 * task whose id is already queued or done counts as enqueued. Returns how many were new.
 */
export async function enqueueTasks<T extends Record<string, unknown>>(
  functionName: string,
  tasks: readonly QueuedTask<T>[],
): Promise<number> {
  const queue = getFunctions(queueApp()).taskQueue<T>(functionName);
  let added = 0;
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      try {
        await queue.enqueue(task.data, { id: task.id });
        added += 1;
      } catch (error) {
        if ((error as { code?: string }).code !== 'functions/task-already-exists') throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ENQUEUE_CONCURRENCY, tasks.length) }, worker));
  return added;
}

/** A Cloud Tasks task id made of any text: [A-Za-z0-9_-] only, at most 500 characters. */
export const taskId = (...parts: string[]) =>
  parts
    .join('-')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 500);
