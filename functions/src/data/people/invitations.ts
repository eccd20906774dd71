/**
 * invitations/{id} (docs/users.md, "Invitations in a queue"): one per invited address, written
 * with the person's profile when a request records a row, then moved along by the queued task.
 */
import { invitationsCollection, type Invitation, type User, type UserStatus } from '@peer-coaching/domain';
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { collectionOf, db } from '../firestore.ts';
import { stageAudit } from '../audit/audit-log.ts';
import { runCheckedTransaction } from '../transactions.ts';

const invitations = () => collectionOf(invitationsCollection);

/** The invitation id of a (lower-case) address: one per address, whoever invites it. */
export const invitationIdOf = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 40);

/** A fresh person id, decided when the row is recorded (the profile and the Auth account take it). */
export const newPersonId = () => db.collection('users').doc().id;

/** The invitations of these addresses, by address. */
export async function getInvitations(emails: readonly string[]): Promise<Map<string, Invitation>> {
  if (emails.length === 0) return new Map();
  const snapshots = await db.getAll(...emails.map((email) => invitations().doc(invitationIdOf(email))));
  const found = new Map<string, Invitation>();
  for (const snapshot of snapshots) {
    const invitation = snapshot.data() as Invitation | undefined;
    if (invitation) found.set(invitation.email, invitation);
  }
  return found;
}

export async function getInvitation(id: string): Promise<Invitation | null> {
  return (await invitations().doc(id).get()).data() ?? null;
}

/** The status of each of these people who has a profile. */
export async function profileStatuses(uids: readonly string[]): Promise<Map<string, UserStatus>> {
  if (uids.length === 0) return new Map();
  const snapshots = await db.getAll(...uids.map((uid) => db.collection('users').doc(uid)));
  const statuses = new Map<string, UserStatus>();
  for (const snapshot of snapshots) {
    const status = snapshot.get('status') as UserStatus | undefined;
    if (snapshot.exists && status) statuses.set(snapshot.id, status);
  }
  return statuses;
}

const isAlreadyExists = (error: unknown) => (error as { code?: number }).code === 6;

const profileFields = (profile: User) => {
  const { id, ...fields } = profile;
  return { id, ...fields, last_name_lower: profile.last_name.toLowerCase(), created_at: FieldValue.serverTimestamp() };
};

/**
 * Records rows: each one's invitation and the person's profile (status invited), all in one batch
 * (at most 200 rows: 400 writes). When an address has an invitation already (a concurrent request
 * recorded it first) the batch writes nothing and each row is recorded on its own, `concurrency`
 * at a time. Returns the rows recorded now.
 */
export async function recordInvitations(
  rows: readonly { invitation: Omit<Invitation, 'id' | 'created_at' | 'updated_at'>; profile: User }[],
  concurrency = 10,
): Promise<Set<string>> {
  const write = async (part: typeof rows) => {
    const batch = db.batch();
    for (const { invitation, profile } of part) {
      batch.create(db.collection('invitations').doc(invitationIdOf(invitation.email)), {
        ...invitation,
        created_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
      });
      batch.create(db.collection('users').doc(profile.id), profileFields(profile));
    }
    stageAudit(batch);
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if (isAlreadyExists(error)) return false;
      throw error;
    }
  };
  const recorded = new Set<string>();
  if (rows.length === 0) return recorded;
  if (await write(rows)) return new Set(rows.map((r) => r.invitation.email));
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      if (await write([row])) recorded.add(row.invitation.email);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  return recorded;
}

/** Writes the person's profile if it is missing (the row's task mends a profile removed meanwhile). */
export async function ensureProfile(profile: User): Promise<void> {
  try {
    await db.collection('users').doc(profile.id).create(profileFields(profile));
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
}

/** Removes the profile of a row that cannot be sent (its address is someone else's), if still untouched. */
export async function deleteInvitedProfile(uid: string): Promise<void> {
  const ref = db.collection('users').doc(uid);
  await runCheckedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.exists && snapshot.get('status') === 'invited' && snapshot.get('last_login') === null) tx.delete(ref);
  });
}

/**
 * A failed row invited again: the next attempt, pending. Returns the attempt to queue (the current
 * one when another request started it already), or null when the row is no longer failed.
 */
export async function retryInvitation(id: string, fromAttempt: number): Promise<number | null> {
  const ref = db.collection('invitations').doc(id);
  return runCheckedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const attempt = snapshot.get('attempt') as number | undefined;
    const state = snapshot.get('state') as string | undefined;
    if (attempt === undefined) return null;
    if (attempt > fromAttempt) return state === 'pending' ? attempt : null;
    if (state !== 'failed') return state === 'pending' ? attempt : null;
    tx.update(ref, { state: 'pending', error: null, attempt: attempt + 1, updated_at: FieldValue.serverTimestamp() });
    return attempt + 1;
  });
}

/** Records how an attempt went, unless a later attempt has started. */
export async function updateInvitation(
  id: string,
  attempt: number,
  fields: Partial<Pick<Invitation, 'state' | 'error'>>,
): Promise<void> {
  const ref = db.collection('invitations').doc(id);
  await runCheckedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.get('attempt') !== attempt) return;
    tx.update(ref, { ...fields, updated_at: FieldValue.serverTimestamp() });
  });
}
