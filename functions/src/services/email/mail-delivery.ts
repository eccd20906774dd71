/**
 * Delivers one outbox message (docs/emails.md, "Delivery, retries and exactly once"): claim it,
 * send it over the pooled transport, and on a temporary failure (the server down, a 4xx reply)
 * record RETRYING, wait with backoff and try again within this same run, up to the limit in
 * domain mail-retry.ts; a permanent failure, or the limit, ends ERROR with the server's words.
 */
import {
  classifySmtpFailure,
  describeIssues,
  finalMailError,
  mailMessage,
  mailRetryDecision,
  type SmtpFailure,
} from '@peer-coaching/domain';
import { setTimeout as sleep } from 'node:timers/promises';
import { claimMail, markMailFailed, markMailRetrying, markMailSent, reclaimMail } from '../../data/email/mail.ts';
import { sendOutboxMail } from './smtp-transport.ts';

/** Kept free at the end of the function's time, for the last write. */
const DEADLINE_MARGIN_MS = 30_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `timeoutMs` is the function's own timeout: retries never run past it (a run cut off mid-wait
 * would leave the message RETRYING with nobody to pick it up).
 */
export async function deliverQueuedMail(id: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs - DEADLINE_MARGIN_MS;
  const claimed = await claimMail(id);
  if (!claimed) return; // already claimed by an earlier delivery of this event
  // group, group_email and matching_round tag a group's messages (docs/emails.md): not part of the mail.
  const {
    created_at: _created,
    delivery: _delivery,
    group: _group,
    group_email: _groupEmail,
    matching_round: _round,
    ...fields
  } = claimed.data;
  const parsed = mailMessage.safeParse(fields);
  if (!parsed.success) {
    await markMailFailed(id, describeIssues(parsed.error));
    return;
  }
  let attempt: number | null = claimed.attempt;
  while (attempt !== null) {
    let messageId: string;
    try {
      messageId = await sendOutboxMail(id, parsed.data);
    } catch (error) {
      attempt = await afterFailure(id, attempt, error, deadline);
      continue;
    }
    // Outside the try: a failed write after the server accepted the message must not be taken
    // for a failed send (it would be sent again, or shown as failed).
    await markMailSent(id, messageId);
    return;
  }
}

/** Records a failed attempt; waits and claims the next one when it is worth it. The next attempt's number, or null. */
async function afterFailure(id: string, attempt: number, error: unknown, deadline: number): Promise<number | null> {
  const decision = mailRetryDecision({
    attempt,
    kind: classifySmtpFailure(error as SmtpFailure),
    now: Date.now(),
    deadline,
    random: Math.random(),
  });
  if (!decision.retry) {
    await markMailFailed(id, finalMailError(messageOf(error), decision));
    return null;
  }
  await markMailRetrying(id, attempt, messageOf(error), new Date(Date.now() + decision.delayMs));
  await sleep(decision.delayMs);
  return reclaimMail(id, attempt);
}
