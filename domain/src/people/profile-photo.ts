/**
 * A person's profile photo (docs/account.md, "Photo"): chosen on /account, made a small square
 * JPEG in the browser, and kept in Firestore (`profile_photos/{uid}`) beside the profile. Cloud
 * Storage would hold the original file in production; its emulator cannot run here (docs/account.md),
 * and a 160 px thumbnail of a few KB is what every page shows anyway.
 */

export const PROFILE_PHOTO = {
  /** The stored square's side. */
  sidePx: 160,
  /** The stored data URL's length at most (about 45 KB of JPEG); the rules hold the same. */
  maxDataUrlLength: 60_000,
  /** The chosen file's size at most, before it is made small. */
  maxFileBytes: 10 * 1024 * 1024,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;

/** What is stored: a JPEG as a base64 data URL. */
export const PHOTO_DATA_URL = /^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/;

/** profile_photos/{uid}. */
export interface ProfilePhoto {
  id: string;
  data_url: string;
  updated_at: Date;
}

/** Why a chosen file cannot be a photo, in words for the page; null when it can. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!(PROFILE_PHOTO.acceptedTypes as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > PROFILE_PHOTO.maxFileBytes)
    return `This image is ${(file.size / 1024 / 1024).toFixed(1)} MB; choose one of 10 MB at most.`;
  return null;
}

/** The square to cut from an image of width x height: its centre, as large as fits. */
export function centredSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), side };
}

/** Initials for the avatar of someone without a photo ("Ada Lovelace" -> "AL"). */
export function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
}
