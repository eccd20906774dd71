import { ALUMNI_COHORT_ID, usersCollection, type User } from '@peer-coaching/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { chunks, collectionOf, db } from '../firestore.ts';
import { runCheckedTransaction } from '../transactions.ts';

const users = () => collectionOf(usersCollection);

export async function getUser(id: string): Promise<User | null> {
  const snapshot = await users().doc(id).get();
  return snapshot.data() ?? null;
}

/** Peers of any of the cohorts, sorted by last name ignoring case (spec section 5). */
export async function listPeersOfCohorts(cohortIds: string[]): Promise<User[]> {
  const batches = await Promise.all(
    chunks(cohortIds).map((ids) =>
      users()
        .where('role', '==', 'peer')
        .where('cohort_list', 'array-contains-any', ids)
        .orderBy('last_name_lower')
        .get(),
    ),
  );
  const byId = new Map(batches.flatMap((b) => b.docs.map((d) => [d.id, d.data()] as const)));
  return [...byId.values()].sort(compareLastName);
}

/**
 * The peers an event is for: those with one of its cohorts, plus, for an event of the alumni
 * cohort, the members of the alumni community (who share it without having it in their list).
 * Sorted by last name ignoring case.
 */
export async function listPeersOfEventCohorts(cohortIds: string[]): Promise<User[]> {
  const [members, community] = await Promise.all([
    listPeersOfCohorts(cohortIds),
    cohortIds.includes(ALUMNI_COHORT_ID)
      ? users().where('role', '==', 'peer').where('alumni_community', '==', true).get()
      : undefined,
  ]);
  const byId = new Map(members.map((u) => [u.id, u] as const));
  for (const doc of community?.docs ?? []) byId.set(doc.id, doc.data());
  return [...byId.values()].sort(compareLastName);
}

export async function listUsersOfGroup(groupId: string): Promise<User[]> {
  const snapshot = await users().where('group', 'array-contains', groupId).get();
  return snapshot.docs.map((d) => d.data()).sort(compareLastName);
}

function compareLastName(a: User, b: User): number {
  return a.last_name.toLowerCase().localeCompare(b.last_name.toLowerCase()) || a.id.localeCompare(b.id);
}

/** Sets one profile field (not last_login: recordSignIn). */
export async function setUserField(id: string, key: string, value: unknown): Promise<void> {
  await db.collection('users').doc(id).update(fieldUpdate(key, value));
}

/**
 * Records a sign-in: last_login becomes the time the person signed in, only if it is later than
 * the one stored, so reopening the app on a kept session (the same sign-in) changes nothing.
 * Returns whether it changed.
 */
export async function recordSignIn(id: string, signedInAt: Date): Promise<boolean> {
  const ref = db.collection('users').doc(id);
  return runCheckedTransaction(async (tx) => {
    const stored = (await tx.get(ref)).get('last_login') as Timestamp | null | undefined;
    if (stored && stored.toMillis() >= signedInAt.getTime()) return false;
    tx.update(ref, { last_login: Timestamp.fromDate(signedInAt) });
    return true;
  });
}

function fieldUpdate(key: string, value: unknown): Record<string, unknown> {
  if (key === 'last_name') return { last_name: value, last_name_lower: String(value).toLowerCase() };
  // Merged kind by kind: /account saves one switch at a time, and two quick toggles both stand.
  if (key === 'email_preferences') {
    return Object.fromEntries(Object.entries(value as object).map(([kind, on]) => [`email_preferences.${kind}`, on]));
  }
  return { [key]: value };
}
