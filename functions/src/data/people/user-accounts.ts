/**
 * People administration's Firebase calls (docs/users.md): Auth accounts (create for an invitation,
 * disable and enable), the e-mailed sign-in link, and profile writes of PUT /api/facilitator/users.
 */
import { usersCollection, type User } from '@peer-coaching/domain';
import { chunks, collectionOf, db, adminAuth } from '../firestore.ts';
import { commitWithAudit, stageAudit } from '../audit/audit-log.ts';

const users = () => collectionOf(usersCollection);

/** The Auth account id of each of the addresses (lower case) that has one. */
export async function accountsOf(emails: readonly string[]): Promise<Map<string, string>> {
  const accounts = new Map<string, string>();
  for (const batch of chunks([...new Set(emails)], 100)) {
    const result = await adminAuth.getUsers(batch.map((email) => ({ email })));
    for (const account of result.users) if (account.email) accounts.set(account.email.toLowerCase(), account.uid);
  }
  return accounts;
}

/**
 * The invited person's Auth account, without a password (they sign in from the e-mailed link),
 * under the id their invitation chose: made once however often this runs. 'taken' when the
 * address belongs to another account (someone signed up with it meanwhile).
 */
export async function ensureInvitedAccount(uid: string, email: string, displayName: string): Promise<'ok' | 'taken'> {
  try {
    await adminAuth.createUser({ uid, email, displayName, emailVerified: false });
    return 'ok';
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/uid-already-exists') {
      const account = await adminAuth.getUser(uid);
      return account.email?.toLowerCase() === email ? 'ok' : 'taken';
    }
    if (code === 'auth/email-already-exists') {
      const account = await adminAuth.getUserByEmail(email);
      return account.uid === uid ? 'ok' : 'taken';
    }
    throw error;
  }
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

/** Changes profile fields (last_name keeps its lower-cased copy). */
export async function updateProfile(id: string, fields: Partial<User>): Promise<void> {
  const update: Record<string, unknown> = { ...fields };
  delete update.id;
  if (fields.last_name !== undefined) update.last_name_lower = fields.last_name.toLowerCase();
  await commitWithAudit((batch) => batch.update(db.collection('users').doc(id), update));
}

/** Changes several profiles at once (graduating a cohort). */
export async function updateProfiles(changes: readonly { id: string; fields: Partial<User> }[]): Promise<void> {
  for (let i = 0; i < changes.length; i += 400) {
    const batch = db.batch();
    for (const { id, fields } of changes.slice(i, i + 400)) batch.update(db.collection('users').doc(id), fields);
    stageAudit(batch); // the same entry in each batch: one, whichever commit it comes with
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
