/**
 * The person's photo (docs/account.md, "Photo"): the chosen image made a centred square JPEG of
 * PROFILE_PHOTO.sidePx in the browser, lowering the quality until it fits the stored limit.
 */
import { centredSquare, PROFILE_PHOTO, type ProfilePhoto } from '@peer-coaching/domain';
import { firestore, useLiveDocuments, type LiveResult } from '../../../lib/live.ts';
import { profilePhotoRef, removeProfilePhoto, saveProfilePhoto } from '../../../lib/profile-photo-queries.ts';

export function useOwnPhoto(userId: string): LiveResult<ProfilePhoto | null> {
  const result = useLiveDocuments(`photo:${userId}`, () => [profilePhotoRef(firestore(), userId)]);
  return result.status === 'success' ? { ...result, data: result.data[0] ?? null } : result;
}

/** The image as the stored data URL; rejects when the browser cannot read it as an image. */
export async function thumbnail(file: Blob): Promise<string> {
  const image = await createImageBitmap(file);
  const { x, y, side } = centredSquare(image.width, image.height);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = PROFILE_PHOTO.sidePx;
  canvas.getContext('2d')!.drawImage(image, x, y, side, side, 0, 0, PROFILE_PHOTO.sidePx, PROFILE_PHOTO.sidePx);
  image.close();
  for (const quality of [0.85, 0.7, 0.5, 0.3]) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrl.length <= PROFILE_PHOTO.maxDataUrlLength) return dataUrl;
  }
  throw new Error('The photo could not be made small enough.');
}

export const savePhoto = (userId: string, dataUrl: string) => saveProfilePhoto(firestore(), userId, dataUrl);
export const removePhoto = (userId: string) => removeProfilePhoto(firestore(), userId);
