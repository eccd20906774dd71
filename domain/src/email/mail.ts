/** The mail outbox: a message queued in Firestore, delivered by a trigger over SMTP. */
import { z } from 'zod';

const address = z.email('must be an e-mail address');

export const mailMessage = z.strictObject({
  to: z.array(address).min(1, 'must list at least one recipient').max(500, 'lists too many recipients'),
  subject: z.string().trim().min(1, 'must not be empty').max(200, 'is too long'),
  text: z.string().min(1, 'must not be empty').max(100_000, 'is too long'),
  html: z.string().max(200_000, 'is too long').optional(),
});
export type MailMessage = z.infer<typeof mailMessage>;

/**
 * PENDING (or no delivery yet) -> PROCESSING -> SENT | ERROR, and PROCESSING -> RETRYING ->
 * PROCESSING while a temporary failure is tried again (mail-retry.ts).
 */
export const MAIL_STATES = ['PENDING', 'PROCESSING', 'RETRYING', 'SENT', 'ERROR'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export interface MailDelivery {
  state: MailState;
  /** Attempts started so far (the one under way included). */
  attempts: number;
  /** The last failure: while RETRYING the temporary one, on ERROR the final one. */
  error: string | null;
  message_id: string | null;
  /** While RETRYING: when the next attempt starts. */
  next_attempt_at?: Date | null;
}

/**
 * The Message-ID of an outbox message: fixed by its document, so that however often it is handed
 * to the server it is the same message (receiving systems and tests can tell a duplicate).
 */
export function outboxMessageId(documentId: string, domain: string): string {
  return `<${documentId}@${domain}>`;
}
