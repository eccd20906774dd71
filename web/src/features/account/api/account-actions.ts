/** What /account saves and asks for, through the API and the identity provider (docs/account.md). */
import type { EmailKind, EmailPreferences, User } from '@peer-coaching/domain';
import { api } from '../../../lib/api.ts';
import { signOut } from '../../../lib/auth.ts';
import { saveTextFile } from '../../../components/save-file.ts';

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  department: string;
}

/** Saves the fields that changed, one user_info call each, and answers the saved record. */
export async function saveProfile(user: User, changes: ProfileChanges): Promise<User> {
  for (const key of ['first_name', 'last_name', 'department'] as const) {
    if (changes[key] !== user[key]) await api.userInfo({ body: { id: user.id, key, value: changes[key] } });
  }
  return api.user({ query: { id: user.id } });
}

/** Turns one kind of e-mail on or off; answers every choice as stored. */
export async function saveEmailChoice(userId: string, kind: EmailKind, on: boolean): Promise<EmailPreferences> {
  const saved = await api.userInfo({ body: { id: userId, key: 'email_preferences', value: { [kind]: on } } });
  return saved.value as EmailPreferences;
}

/** Saves everything the app holds about the person as a JSON file, named with today's date. */
export async function downloadMyData(): Promise<void> {
  const data = await api.myData();
  saveTextFile(
    `peer-coaching-my-data-${new Date().toISOString().slice(0, 10)}.json`,
    JSON.stringify(data, null, 2),
    'application/json',
  );
}

/** Ends every session, this one included; the app then shows the sign-in page. */
export async function signOutEverywhere(): Promise<void> {
  await api.signOutEverywhere();
  await signOut();
}
