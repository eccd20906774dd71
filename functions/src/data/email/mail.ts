import type { MailDelivery, MailMessage } from '@peer-coaching/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firestore.ts';
import { stageAudit } from '../audit/audit-log.ts';
import { runCheckedTransaction } from '../transactions.ts';

const mailDoc = (id: string) => db.collection('mail').doc(id);

const deliveryOf = (data: Record<string, unknown> | undefined) => data?.delivery as Partial<MailDelivery> | undefined;

/** A message claimed for one attempt: its fields as stored, and which attempt this is (1-based). */
export interface ClaimedMail {
  data: Record<string, unknown>;
  attempt: number;
}

/**
 * Claims a queued message for its first attempt. Only one runner may claim a PENDING message, so a
 * duplicate delivery of the create event never sends it twice. Null when it is not PENDING.
 */
export async function claimMail(id: string): Promise<ClaimedMail | null> {
  return runCheckedTransaction(async (tx) => {
    const snapshot = await tx.get(mailDoc(id));
    const data = snapshot.data();
    const delivery = deliveryOf(data);
    if (!data || (delivery?.state ?? 'PENDING') !== 'PENDING') return null;
    const attempt = (delivery?.attempts ?? 0) + 1;
    tx.update(mailDoc(id), {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempt,
      'delivery.started_at': FieldValue.serverTimestamp(),
    });
    return { data, attempt };
  });
}

/**
 * Records a temporary failure of `attempt` and when the next one starts (RETRYING, shown to staff).
 * Only the runner holding that attempt writes it: a message in any other state is left alone.
 */
export async function markMailRetrying(id: string, attempt: number, error: string, nextAttemptAt: Date) {
  await runCheckedTransaction(async (tx) => {
    const delivery = deliveryOf((await tx.get(mailDoc(id))).data());
    if (delivery?.state !== 'PROCESSING' || delivery.attempts !== attempt) return;
    tx.update(mailDoc(id), {
      'delivery.state': 'RETRYING',
      'delivery.error': error,
      'delivery.next_attempt_at': nextAttemptAt,
    });
  });
}

/**
 * Claims the attempt after `attempt` (RETRYING -> PROCESSING), fenced by the attempt number: of
 * any two runners that might hold the same message, only one can move it on, and a message that
 * is SENT or ERROR is never claimed again. Returns the next attempt's number, or null.
 */
export async function reclaimMail(id: string, attempt: number): Promise<number | null> {
  return runCheckedTransaction(async (tx) => {
    const delivery = deliveryOf((await tx.get(mailDoc(id))).data());
    if (delivery?.state !== 'RETRYING' || delivery.attempts !== attempt) return null;
    tx.update(mailDoc(id), {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempt + 1,
      'delivery.next_attempt_at': null,
    });
    return attempt + 1;
  });
}

export async function markMailSent(id: string, messageId: string) {
  await mailDoc(id).update({
    'delivery.state': 'SENT',
    'delivery.message_id': messageId,
    'delivery.error': null,
    'delivery.next_attempt_at': null,
    'delivery.ended_at': FieldValue.serverTimestamp(),
  });
}

export async function markMailFailed(id: string, error: string) {
  await mailDoc(id).update({
    'delivery.state': 'ERROR',
    'delivery.error': error,
    'delivery.next_attempt_at': null,
    'delivery.ended_at': FieldValue.serverTimestamp(),
  });
}

/** Messages per batch (Firestore allows 500 writes in one). */
const MAIL_BATCH = 400;

/** Queues messages in the outbox; the outbox trigger delivers each (functions/src/triggers/mail-outbox.ts). */
export async function queueMails(messages: readonly MailMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += MAIL_BATCH) {
    const batch = db.batch();
    for (const message of messages.slice(i, i + MAIL_BATCH)) {
      batch.create(db.collection('mail').doc(), { ...message, created_at: FieldValue.serverTimestamp() });
    }
    stageAudit(batch); // the same entry in each batch: one, whichever commit it comes with
    await batch.commit();
  }
}

/**
 * Queues one message under a chosen id, once: a second call with the same id queues nothing
 * (a task delivered twice sends one e-mail). Returns whether it was queued now.
 */
export async function queueMailOnce(id: string, message: MailMessage): Promise<boolean> {
  try {
    await mailDoc(id).create({ ...message, created_at: FieldValue.serverTimestamp() });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 6) return false; // ALREADY_EXISTS
    throw error;
  }
}
