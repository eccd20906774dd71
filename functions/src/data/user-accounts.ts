/**
 * People administration's Firebase calls (docs/users.md): Auth accounts (create for an invitation,
 * disable and enable), the e-mailed sign-in link, and profile writes of PUT /api/facilitator/users.
 */
import { usersCollection, type User } from '@peer-coaching/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { chunks, collectionOf, db, adminAuth } from './firestore.ts';

const users = () => collectionOf(usersCollection);

/** Which of the addresses (lower case) already have an Auth account. */
export async function takenEmails(emails: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const batch of chunks([...new Set(emails)], 100)) {
    const result = await adminAuth.getUsers(batch.map((email) => ({ email })));
    for (const account of result.users) if (account.email) taken.add(account.email.toLowerCase());
  }
  return taken;
}

/** A new Auth account without a password (the person signs in from the e-mailed link); null when the address is taken. */
export async function createInvitedAccount(email: string, displayName: string): Promise<string | null> {
  try {
    const account = await adminAuth.createUser({ email, displayName, emailVerified: false });
    return account.uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') return null;
    throw error;
  }
}

/** Removes an account whose profile could not be written, so the address can be invited again. */
export async function deleteAccount(uid: string): Promise<void> {
  await adminAuth.deleteUser(uid);
}

/**
 * The person's sign-in link: /login on the app's origin with the one-time code. Built from the
 * link Auth generates (on the emulator that one opens an emulator page first; in production the
 * hosted action page, which forwards to the same /login address).
 */
export async function signInLink(email: string, origin: string): Promise<string> {
  const generated = new URL(
    await adminAuth.generateSignInWithEmailLink(email, { url: `${origin}/login`, handleCodeInApp: true }),
  );
  const link = new URL(`${origin}/login`);
  for (const key of ['apiKey', 'oobCode', 'mode', 'lang']) {
    const value = generated.searchParams.get(key);
    if (value !== null) link.searchParams.set(key, value);
  }
  return link.toString();
}

/** Writes a new profile; false when one exists already. */
export async function createProfile(user: User): Promise<boolean> {
  try {
    const { id, ...fields } = user;
    await db
      .collection('users')
      .doc(id)
      .create({
        id,
        ...fields,
        last_name_lower: user.last_name.toLowerCase(),
        created_at: FieldValue.serverTimestamp(),
      });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 6) return false; // ALREADY_EXISTS
    throw error;
  }
}

/** Changes profile fields (last_name keeps its lower-cased copy). */
export async function updateProfile(id: string, fields: Partial<User>): Promise<void> {
  const update: Record<string, unknown> = { ...fields };
  delete update.id;
  if (fields.last_name !== undefined) update.last_name_lower = fields.last_name.toLowerCase();
  await db.collection('users').doc(id).update(update);
}

/** Changes several profiles at once (graduating a cohort). */
export async function updateProfiles(changes: readonly { id: string; fields: Partial<User> }[]): Promise<void> {
  for (let i = 0; i < changes.length; i += 400) {
    const batch = db.batch();
    for (const { id, fields } of changes.slice(i, i + 400)) batch.update(db.collection('users').doc(id), fields);
    await batch.commit();
  }
}

/**
 * Disables or enables the person's Auth account. Disabling also revokes their sessions, so the API
 * refuses their token at once (it checks revocation) and Firestore within the hour.
 */
export async function setAccountDisabled(uid: string, disabled: boolean): Promise<void> {
  try {
    await adminAuth.updateUser(uid, { disabled });
  } catch (error) {
    // A profile without an account (a seed sample): nothing to disable.
    if ((error as { code?: string }).code === 'auth/user-not-found') return;
    throw error;
  }
  if (disabled) await adminAuth.revokeRefreshTokens(uid);
}

/** The confirmed peers (and everyone else) of a cohort, by its id. */
export async function listPeopleOfCohort(cohortId: string): Promise<User[]> {
  const snapshot = await users().where('cohort_list', 'array-contains', cohortId).get();
  return snapshot.docs.map((d) => d.data());
}
