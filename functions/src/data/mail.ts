import type { MailDelivery, MailMessage } from '@peer-coaching/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firestore.ts';

const mailDoc = (id: string) => db.collection('mail').doc(id);

/**
 * Claims a queued message for delivery. Only one delivery attempt may claim a PENDING message,
 * so a duplicate trigger delivery never sends twice. Returns the raw document, or null.
 */
export async function claimMail(id: string): Promise<Record<string, unknown> | null> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(mailDoc(id));
    const data = snapshot.data();
    const state = (data?.delivery as MailDelivery | undefined)?.state ?? 'PENDING';
    if (!data || state !== 'PENDING') return null;
    tx.update(mailDoc(id), {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': FieldValue.increment(1),
      'delivery.started_at': FieldValue.serverTimestamp(),
    });
    return data;
  });
}

export async function markMailSent(id: string, messageId: string) {
  await mailDoc(id).update({
    'delivery.state': 'SENT',
    'delivery.message_id': messageId,
    'delivery.error': null,
    'delivery.ended_at': FieldValue.serverTimestamp(),
  });
}

export async function markMailFailed(id: string, error: string) {
  await mailDoc(id).update({
    'delivery.state': 'ERROR',
    'delivery.error': error,
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
