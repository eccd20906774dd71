/**
 * The alumni network in Firestore (docs/alumni.md): a group's opted-in profiles, an alumnus's own
 * profile, and its save, written by the alumnus's browser under the rules (so it syncs offline).
 * The rules suite runs these very functions (tests/rules/alumni.test.ts).
 */
import {
  alumniGroupOfUser,
  COLLECTION_PATHS,
  type AlumniProfile,
  type AlumniProfileInput,
  type User,
} from '@peer-coaching/domain';
import { collection, doc, query, serverTimestamp, setDoc, where, type Firestore } from 'firebase/firestore';
import { converterOf } from './firestore.ts';

const profiles = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.alumniProfiles).withConverter(
    converterOf<AlumniProfile>(COLLECTION_PATHS.alumniProfiles),
  );

/** The opted-in profiles of a group: all that its people and staff may read. */
export function alumniDirectoryQuery(db: Firestore, group: string) {
  return query(profiles(db), where('group', '==', group), where('opted_in', '==', true));
}

export function ownAlumniProfileRef(db: Firestore, userId: string) {
  return doc(profiles(db), userId);
}

/** The group an alumnus's profile belongs to: their current group, else their first. */
export const alumniGroupOf = (user: Pick<User, 'current_group' | 'group'>) =>
  user.current_group ?? user.group[0] ?? null;

/** Saves the alumnus's own profile, with their names as their user document has them. */
export async function saveAlumniProfile(
  db: Firestore,
  user: Pick<User, 'id' | 'first_name' | 'last_name' | 'current_group' | 'group'>,
  input: AlumniProfileInput,
): Promise<void> {
  // Written without the converter: its toFirestore would not keep the server timestamp.
  await setDoc(doc(db, COLLECTION_PATHS.alumniProfiles, user.id), {
    user_id: user.id,
    group: alumniGroupOfUser(user),
    first_name: user.first_name,
    last_name: user.last_name,
    ...input,
    updated_at: serverTimestamp(),
  });
}
