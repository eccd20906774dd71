/**
 * Each function's size, by the kind of work it does (docs/deploy.md, "Sizing"). Every option set
 * names the region itself, so a function's placement never depends on the order modules load in.
 *
 * - Firestore triggers take the global defaults (index.ts): small, short, one event at a time.
 * - The signed-in API serves many light requests at once (concurrency needs a whole CPU).
 * - The public endpoints (calendar feeds, certificate checks, health) run apart with a low instance
 *   cap, so a flood of anonymous requests cannot take the instances signed-in people need.
 * - Mail keeps few SMTP sessions open however many messages are queued (see smtp.ts and the outbox).
 * - Schedules sweep whole groups: more memory and time, one instance.
 * - Task queues run long work one item per task (bulk invite rows, certificate re-checks).
 */
import type { GlobalOptions } from 'firebase-functions/v2';
import type { HttpsOptions } from 'firebase-functions/v2/https';
import type { TaskQueueOptions } from 'firebase-functions/v2/tasks';
import { SMTP_PASSWORD } from './params.ts';

export const REGION = 'us-central1';

/** Defaults for every function; the Firestore triggers use them as they are. */
export const TRIGGER_DEFAULTS: GlobalOptions = {
  region: REGION,
  memory: '256MiB',
  timeoutSeconds: 60,
  maxInstances: 20,
};

export const API_OPTIONS: HttpsOptions = {
  region: REGION,
  invoker: 'public',
  memory: '512MiB',
  cpu: 1,
  concurrency: 80,
  timeoutSeconds: 60,
  maxInstances: 20,
};

export const PUBLIC_API_OPTIONS: HttpsOptions = {
  region: REGION,
  invoker: 'public',
  memory: '256MiB',
  cpu: 1,
  concurrency: 80,
  timeoutSeconds: 30,
  maxInstances: 3,
};

/**
 * At most MAIL_MAX_INSTANCES × MAIL_POOL_CONNECTIONS (services/email/smtp-transport.ts) SMTP sessions at
 * once: 2 × 5 = 10. The timeout is also what a message's retries must fit in (services/email/mail-delivery.ts).
 */
export const MAIL_MAX_INSTANCES = 2;
export const MAIL_TIMEOUT_SECONDS = 300;
export const MAIL_OPTIONS: GlobalOptions = {
  region: REGION,
  memory: '256MiB',
  cpu: 1,
  concurrency: 20,
  timeoutSeconds: MAIL_TIMEOUT_SECONDS,
  maxInstances: MAIL_MAX_INSTANCES,
  secrets: [SMTP_PASSWORD],
};

export const SCHEDULE_OPTIONS = {
  region: REGION,
  memory: '512MiB',
  timeoutSeconds: 540,
  maxInstances: 1,
} as const satisfies GlobalOptions;

/**
 * The invitation queue (triggers/invitations.ts): one task per invited row makes the Auth account,
 * the sign-in link and the invitation e-mail (queued in the outbox, which sends it). A row is 2-3
 * Auth calls and 3-4 Firestore writes, well under a second, so 60 s is a wide margin.
 *
 * - At most 5 tasks a second and 4 at once: a 200-row list is done in about 40 s, and Auth sees
 *   at most 5 account creations and 5 sign-in link generations a second, half of the lowest
 *   per-second figure Firebase publishes for Auth operations (10 a second, account deletions and
 *   configuration updates) and far from the Blaze plan's 250,000 sign-in links a day
 *   (firebase.google.com/docs/auth/limits). SMTP is not touched here: the outbox's own limit
 *   (MAIL_MAX_INSTANCES, smtp.ts' pool) paces the e-mails whatever the rate of invitations.
 * - 5 attempts, 10 s doubling to 80 s between them: a few minutes of Auth or Firestore trouble are
 *   ridden out; after the last, the row is recorded as failed with its reason (docs/users.md).
 * - 4 instances of one request each: the queue never dispatches more than 4 at once anyway.
 */
export const INVITE_QUEUE_MAX_ATTEMPTS = 5;
export const INVITE_TASK_OPTIONS: TaskQueueOptions = {
  region: REGION,
  memory: '256MiB',
  timeoutSeconds: 60,
  maxInstances: 4,
  retryConfig: {
    maxAttempts: INVITE_QUEUE_MAX_ATTEMPTS,
    minBackoffSeconds: 10,
    maxBackoffSeconds: 300,
    maxDoublings: 3,
  },
  rateLimits: { maxConcurrentDispatches: 4, maxDispatchesPerSecond: 5 },
};

/**
 * The certificate re-check queue (triggers/certificate-recheck.ts): after a group's requirements
 * change, one task per CERTIFICATE_RECHECK_BATCH peers runs the exactly-once issuing check for
 * each. A peer is 3-5 Firestore reads (and two writes when issued), so a batch of 25 takes a few
 * seconds; 120 s is the margin. 2 tasks at once, 2 a second: a 500-peer group is checked in about
 * 10 s without bursting the database, which the triggers and the API share. Retries as above: the
 * check is idempotent, so a retried batch only finishes what the failed one left.
 */
export const CERTIFICATE_RECHECK_BATCH = 25;
export const CERTIFICATE_RECHECK_OPTIONS: TaskQueueOptions = {
  region: REGION,
  memory: '256MiB',
  timeoutSeconds: 120,
  maxInstances: 2,
  retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300, maxDoublings: 3 },
  rateLimits: { maxConcurrentDispatches: 2, maxDispatchesPerSecond: 2 },
};
