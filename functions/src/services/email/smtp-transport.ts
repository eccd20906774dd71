/**
 * One pooled SMTP transport per function instance (docs/emails.md, "Delivery, retries and exactly
 * once"). Every message an instance sends goes through it, so however many messages are queued
 * at once (an announcement to 1,000 peers), an instance holds at most MAIL_POOL_CONNECTIONS SMTP
 * sessions; with MAIL_MAX_INSTANCES instances that bounds the sessions the app opens.
 */
import { outboxMessageId, type MailMessage } from '@peer-coaching/domain';
import type { Transporter } from 'nodemailer';
import { smtpSettings } from '../../config/smtp.ts';

/** SMTP sessions one instance keeps open at most. */
export const MAIL_POOL_CONNECTIONS = 5;

let transport: Transporter | undefined;

async function pooledTransport(): Promise<Transporter> {
  // Created on first use: the parameters (config/params.ts) can only be read while a function runs,
  // and nodemailer loads with the first message, not with every cold start (docs/deploy.md).
  const { createTransport } = await import('nodemailer');
  transport ??= createTransport({
    ...smtpSettings(),
    pool: true,
    maxConnections: MAIL_POOL_CONNECTIONS,
    // A session is closed and replaced after this many messages, as many providers expect.
    maxMessages: 100,
    // Short enough that one attempt stays within MAIL_ATTEMPT_MAX_MS (domain mail-retry.ts):
    // nodemailer's defaults (2 min to connect, 10 min of silence) would hold a dead server's
    // messages past the function's timeout instead of handing them back to be retried.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 25_000,
  });
  return transport;
}

/** The part of the From address after the @, for the messages' Message-IDs. */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'peer-coaching.invalid';
}

/**
 * Hands one outbox message to the SMTP server; resolves with its Message-ID once the server has
 * accepted it, rejects with nodemailer's error otherwise (classified by the caller). The pool
 * survives a server that went away: a failed session is dropped and the next send opens a new one.
 */
export async function sendOutboxMail(documentId: string, message: MailMessage): Promise<string> {
  const { from } = smtpSettings();
  const info = await (
    await pooledTransport()
  ).sendMail({
    from,
    ...message,
    messageId: outboxMessageId(documentId, senderDomain(from)),
  });
  return info.messageId;
}
