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
 * At most MAIL_MAX_INSTANCES × MAIL_POOL_CONNECTIONS (services/smtp-transport.ts) SMTP sessions at
 * once: 2 × 5 = 10. The timeout is also what a message's retries must fit in (services/mail-delivery.ts).
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
