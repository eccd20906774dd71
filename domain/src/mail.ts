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

export const MAIL_STATES = ['PENDING', 'PROCESSING', 'SENT', 'ERROR'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export interface MailDelivery {
  state: MailState;
  attempts: number;
  error: string | null;
  message_id: string | null;
}
