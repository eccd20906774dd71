/**
 * Password changes on /account. Apart from auth.ts so that the identity provider's code for them
 * loads with the account page, not with every signed-in page.
 */
import { MESSAGES } from '@peer-coaching/domain';
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { auth } from './auth.ts';

/** Whether the person signs in with a password (not only Google or e-mail links). */
export function signsInWithPassword(): boolean {
  return auth.currentUser?.providerData.some((p) => p.providerId === EmailAuthProvider.PROVIDER_ID) ?? false;
}

/**
 * Changes the password after checking the current one (the identity provider asks for a recent
 * sign-in anyway); errors carry the provider's code (wrong-password, weak-password, ...).
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error(MESSAGES.noUserLoggedIn);
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
}
