/** The alumni network, live (docs/alumni.md): the group's opted-in profiles and one's own. */
import type { AlumniProfile, AlumniProfileInput, User } from '@peer-coaching/domain';
import {
  alumniDirectoryQuery,
  ownAlumniProfileRef,
  saveAlumniProfile as saveProfile,
} from '../../../lib/alumni-queries.ts';
import { firestore, useLiveDocuments, useLiveQueries, type LiveResult } from '../../../lib/live.ts';

export function useAlumniDirectory(group: string | null): LiveResult<AlumniProfile[]> {
  return useLiveQueries(group && `alumni:${group}`, () => [alumniDirectoryQuery(firestore(), group!)]);
}

/** The alumnus's own profile; null data before they first save it. */
export function useOwnAlumniProfile(userId: string | null): LiveResult<AlumniProfile | null> {
  const result = useLiveDocuments(userId && `alumni-profile:${userId}`, () => [
    ownAlumniProfileRef(firestore(), userId!),
  ]);
  return result.status === 'success' ? { ...result, data: result.data[0] ?? null } : result;
}

export const saveAlumniProfile = (user: User, input: AlumniProfileInput) => saveProfile(firestore(), user, input);
