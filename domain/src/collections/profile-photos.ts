/** profile_photos/{uid}: a person's photo, a small JPEG written by its owner (docs/account.md). */
import { z } from 'zod';
import { PHOTO_DATA_URL, PROFILE_PHOTO, type ProfilePhoto } from '../people/profile-photo.ts';
import { defineCollection } from './define.ts';
import { storedDate } from './fields.ts';
import { COLLECTION_PATHS } from './paths.ts';

export const profilePhotosCollection = defineCollection<ProfilePhoto>(
  COLLECTION_PATHS.profilePhotos,
  z.object({
    data_url: z.string().max(PROFILE_PHOTO.maxDataUrlLength).regex(PHOTO_DATA_URL),
    updated_at: storedDate,
  }),
);
