/** People's photos, live (docs/account.md): userId -> data URL, for those who have one. */
import type { ProfilePhoto } from '@peer-coaching/domain';
import { firestore, useLiveDocuments } from './live.ts';
import { profilePhotoRef } from './profile-photo-queries.ts';

export function useProfilePhotos(userIds: readonly string[]): ReadonlyMap<string, string> {
  const ids = [...new Set(userIds)].sort();
  const result = useLiveDocuments(ids.length ? `photos:${ids.join(',')}` : null, () =>
    ids.map((id) => profilePhotoRef(firestore(), id)),
  );
  const photos = new Map<string, string>();
  // A photo someone may not see (or a missing one) is simply not shown: initials stand in.
  if (result.status === 'success')
    result.data.forEach((photo: ProfilePhoto | null, i) => photo && photos.set(ids[i]!, photo.data_url));
  return photos;
}
