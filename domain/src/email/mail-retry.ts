/**
 * When the outbox tries a message again (docs/emails.md, "Delivery, retries and exactly once").
 * Pure: the trigger hands in what nodemailer threw, the attempt number and the clock.
 */

/** Attempts per message, the first included. */
export const MAIL_MAX_ATTEMPTS = 6;
/** The wait after the first failed attempt; doubled after each further one, up to the cap. */
export const MAIL_RETRY_BASE_MS = 5_000;
export const MAIL_RETRY_MAX_DELAY_MS = 60_000;
/** Each wait is drawn within ±20 % of its nominal value, so messages that failed together do not all come back at once. */
export const MAIL_RETRY_JITTER = 0.2;
/**
 * The longest one attempt can take (the transport's connection, greeting and socket timeouts,
 * functions/src/config/smtp.ts): a retry is only started when it can finish before the function's deadline.
 */
export const MAIL_ATTEMPT_MAX_MS = 45_000;

/** What nodemailer's errors carry that tells a passing failure from a final one. */
export interface SmtpFailure {
  /** nodemailer's code (ECONNECTION, ESOCKET, ETIMEDOUT, EENVELOPE, EMESSAGE, EAUTH, ...) or Node's. */
  code?: unknown;
  /** Node's own code when nodemailer replaced it (ESOCKET with originalCode ECONNREFUSED). */
  originalCode?: unknown;
  /** The SMTP reply code, when the server answered. */
  responseCode?: unknown;
}

export type SmtpFailureKind = 'temporary' | 'permanent';

/**
 * Failures of the connection rather than of the message: the server is down, restarting, slow or
 * unreachable for a moment. Node's codes are listed too, for errors nodemailer passes on unchanged.
 */
const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/**
 * Temporary: the server said 4xx (RFC 5321's "transient negative completion": try again later),
 * or the connection failed before a reply. Permanent: a 5xx reply (the same message would be
 * refused again), except 503 (bad sequence of commands: the session was in the wrong state, a new
 * connection can succeed; nodemailer's own `isPermanentResponseCode` reads it so), and anything
 * unrecognised: a failure nobody understands is shown to staff at once rather than retried blindly.
 */
export function classifySmtpFailure(failure: SmtpFailure): SmtpFailureKind {
  const reply = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
  if (reply !== undefined && reply >= 400 && reply < 600) {
    return reply < 500 || reply === 503 ? 'temporary' : 'permanent';
  }
  const codes = [failure.code, failure.originalCode].filter((c): c is string => typeof c === 'string');
  return codes.some((c) => CONNECTION_CODES.has(c)) ? 'temporary' : 'permanent';
}

/**
 * The nominal wait after failed attempt `attempt` (1-based): 5 s, 10 s, 20 s, 40 s, then 60 s,
 * scaled by `random` (0..1) within ±MAIL_RETRY_JITTER.
 */
export function mailRetryDelayMs(attempt: number, random: number): number {
  const nominal = Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), MAIL_RETRY_MAX_DELAY_MS);
  const factor = 1 - MAIL_RETRY_JITTER + 2 * MAIL_RETRY_JITTER * Math.min(Math.max(random, 0), 1);
  return Math.round(nominal * factor);
}

export type MailRetryDecision = { retry: true; delayMs: number } | { retry: false; reason: string };

/**
 * After attempt `attempt` failed: wait and try again, or stop. Stops on a permanent failure, after
 * MAIL_MAX_ATTEMPTS, and when the wait plus a whole attempt would pass the function's deadline
 * (`now` and `deadline` in ms; the function would be cut off mid-send otherwise).
 */
export function mailRetryDecision(input: {
  attempt: number;
  kind: SmtpFailureKind;
  now: number;
  deadline: number;
  random: number;
}): MailRetryDecision {
  if (input.kind === 'permanent') return { retry: false, reason: 'refused' };
  if (input.attempt >= MAIL_MAX_ATTEMPTS) return { retry: false, reason: `gave up after ${input.attempt} attempts` };
  const delayMs = mailRetryDelayMs(input.attempt, input.random);
  if (input.now + delayMs + MAIL_ATTEMPT_MAX_MS > input.deadline) {
    return { retry: false, reason: `gave up after ${input.attempt} attempts (out of time)` };
  }
  return { retry: true, delayMs };
}

/** The error recorded on a message that failed for good: the server's words, and why it stopped trying. */
export function finalMailError(message: string, decision: MailRetryDecision & { retry: false }): string {
  return decision.reason === 'refused' ? message : `${message} (${decision.reason})`;
}
