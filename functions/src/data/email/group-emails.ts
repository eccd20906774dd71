/**
 * Group e-mails (docs/emails.md): group_emails/{id}, and the claims that make sure a message (or a
 * matching round's announcement) is sent once even when two senders race.
 */
import {
  groupEmailsCollection,
  matchingRoundsCollection,
  type GroupEmail,
  type GroupEmailRecipient,
  type GroupMailTags,
  type MailMessage,
} from '@peer-coaching/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { collectionOf, db } from '../firestore.ts';
import { commitWithAudit, stageAudit } from '../audit/audit-log.ts';
import { runCheckedTransaction } from '../transactions.ts';

const emails = () => collectionOf(groupEmailsCollection);

export const newGroupEmailId = () => emails().doc().id;

export async function getGroupEmail(id: string): Promise<GroupEmail | null> {
  return (await emails().doc(id).get()).data() ?? null;
}

export async function saveGroupEmail(email: GroupEmail): Promise<void> {
  await commitWithAudit((batch) => batch.set(emails().doc(email.id), email));
}

/** Puts a message back to a status (a failed sending: nothing of it was queued, one batch being atomic). */
export async function setGroupEmailStatus(id: string, status: GroupEmail['status']): Promise<void> {
  await emails().doc(id).update({ status });
}

export async function deleteGroupEmail(id: string): Promise<void> {
  await emails().doc(id).delete();
}

/** The scheduled messages whose time has come, oldest first. */
export async function listDueGroupEmails(now: Date): Promise<GroupEmail[]> {
  const snapshot = await emails().where('status', '==', 'scheduled').where('send_at', '<=', now).get();
  return snapshot.docs.map((d) => d.data()).sort((a, b) => a.send_at.getTime() - b.send_at.getTime());
}

/**
 * Moves a message from `from` to `to` in a transaction; false when its status was no longer
 * `from` (someone else sent or cancelled it first).
 */
export async function claimGroupEmail(
  id: string,
  from: GroupEmail['status'],
  to: GroupEmail['status'],
): Promise<boolean> {
  return runCheckedTransaction(async (tx) => {
    const ref = emails().doc(id);
    const current = (await tx.get(ref)).data();
    if (!current || current.status !== from) return false;
    tx.update(ref, { status: to });
    stageAudit(tx); // a cancel by staff (the scheduled sender has no audit entry to stage)
    return true;
  });
}

/** Recipients per write batch (Firestore allows 500 writes in one). */
export const GROUP_MAIL_BATCH = 400;

/** Queues one message per recipient, tagged with the group and the group e-mail, and records them as sent. */
export async function queueGroupEmail(
  id: string,
  tags: GroupMailTags,
  messages: readonly { recipient: GroupEmailRecipient; mail: MailMessage }[],
  now: Date,
): Promise<void> {
  // One batch (atomic) up to GROUP_MAIL_BATCH recipients plus the message itself; a larger audience
  // takes several, the message marked sent with the last.
  for (let i = 0; i < messages.length; i += GROUP_MAIL_BATCH) {
    const batch = db.batch();
    for (const { mail } of messages.slice(i, i + GROUP_MAIL_BATCH)) {
      batch.create(db.collection('mail').doc(), { ...mail, ...tags, created_at: FieldValue.serverTimestamp() });
    }
    if (i + GROUP_MAIL_BATCH >= messages.length) {
      batch.update(emails().doc(id), {
        status: 'sent',
        sent_at: now,
        recipients: messages.map((m) => m.recipient),
      });
    }
    await batch.commit();
  }
  if (messages.length === 0) {
    await emails().doc(id).update({ status: 'sent', sent_at: now, recipients: [] });
  }
}

/**
 * Marks a published round as e-mailed, once: 'claimed', or why not ('unknown', 'draft',
 * 'emailed'). The caller then queues the messages.
 */
export async function claimMatchingRoundEmail(
  id: string,
  now: Date,
): Promise<'claimed' | 'unknown' | 'draft' | 'emailed'> {
  return runCheckedTransaction(async (tx) => {
    const ref = collectionOf(matchingRoundsCollection).doc(id);
    const round = (await tx.get(ref)).data();
    if (!round) return 'unknown';
    if (round.status !== 'published') return 'draft';
    if (round.emailed_at) return 'emailed';
    tx.update(ref, { emailed_at: now });
    return 'claimed';
  });
}

/** Takes back a claim whose messages could not be queued, so staff can send again. */
export async function releaseMatchingRoundEmail(id: string): Promise<void> {
  await collectionOf(matchingRoundsCollection).doc(id).update({ emailed_at: null });
}

/** Queues the match announcements (one per group), tagged with the round's group. */
export async function queueMatchingMails(group: string, roundId: string, mails: readonly MailMessage[]): Promise<void> {
  const batch = db.batch();
  for (const mail of mails) {
    batch.create(db.collection('mail').doc(), {
      ...mail,
      group,
      matching_round: roundId,
      created_at: FieldValue.serverTimestamp(),
    });
  }
  stageAudit(batch);
  await batch.commit();
}
