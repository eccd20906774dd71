/**
 * Profile photos in Firestore (docs/account.md, "Photo"): one person's, several people's, and the
 * owner's save and removal, written from the browser under the rules. The rules suite runs these
 * very functions (tests/rules/profile-photos.test.ts).
 */
import { COLLECTION_PATHS, type ProfilePhoto } from '@peer-coaching/domain';
import { deleteDoc, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { converterOf } from './firestore.ts';

export const profilePhotoRef = (db: Firestore, userId: string) =>
  doc(db, COLLECTION_PATHS.profilePhotos, userId).withConverter(
    converterOf<ProfilePhoto>(COLLECTION_PATHS.profilePhotos),
  );

export const saveProfilePhoto = (db: Firestore, userId: string, dataUrl: string) =>
  setDoc(doc(db, COLLECTION_PATHS.profilePhotos, userId), { data_url: dataUrl, updated_at: serverTimestamp() });

export const removeProfilePhoto = (db: Firestore, userId: string) =>
  deleteDoc(doc(db, COLLECTION_PATHS.profilePhotos, userId));
