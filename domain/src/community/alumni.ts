/**
 * The alumni network (docs/alumni.md): an alumni-community member's profile, shown to the
 * program's people only once they opt in. Written by the alumnus's browser under the rules
 * (firestore.rules, alumni_profiles), which hold the same limits as ALUMNI_LIMITS.
 */
import { z } from 'zod';

export const ALUMNI_LIMITS = {
  department: 120,
  interests: 300,
  contact: 200,
  firstYear: 2000,
  lastYear: 2100,
} as const;

/** alumni_profiles/{uid}: the id is the alumnus's user id. */
export interface AlumniProfile {
  id: string;
  user_id: string;
  /** The alumnus's group: its people (and staff) see the profile once opted in. */
  group: string;
  /** Copies of the alumnus's names, checked against their user document by the rules. */
  first_name: string;
  last_name: string;
  cohort_year: number;
  department: string;
  /** Comma-separated, as typed ("mentoring, quality improvement"). */
  interests: string;
  /** How they like to be contacted, in their words ("E-mail me at …", "Teams, weekdays"). */
  contact: string;
  opted_in: boolean;
  updated_at: Date;
}

/** The group an alumnus's profile belongs to: their current group, else their first. */
export const alumniGroupOfUser = (user: { current_group: string | null; group: readonly string[] }) =>
  user.current_group ?? user.group[0] ?? null;

/** What the alumnus fills in on /alumni. */
export const alumniProfileInput = z.object({
  opted_in: z.boolean(),
  cohort_year: z.coerce
    .number({ error: 'must be a year' })
    .int('must be a year')
    .min(ALUMNI_LIMITS.firstYear, `must be ${ALUMNI_LIMITS.firstYear} or later`)
    .max(ALUMNI_LIMITS.lastYear, `must be ${ALUMNI_LIMITS.lastYear} or earlier`),
  department: z.string().trim().max(ALUMNI_LIMITS.department, 'is too long'),
  interests: z.string().trim().max(ALUMNI_LIMITS.interests, 'is too long'),
  contact: z.string().trim().max(ALUMNI_LIMITS.contact, 'is too long'),
});
export type AlumniProfileInput = z.output<typeof alumniProfileInput>;

/** The interests as a list: split on commas, trimmed, empties and repeats (ignoring case) dropped. */
export function interestList(interests: string): string[] {
  const seen = new Set<string>();
  return interests
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

/** Whether every word of the search is in the name, department or interests (ignoring case and accents). */
export function matchesAlumniSearch(
  profile: Pick<AlumniProfile, 'first_name' | 'last_name' | 'department' | 'interests'>,
  search: string,
): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold(`${profile.first_name} ${profile.last_name} ${profile.department} ${profile.interests}`);
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The opted-in profiles, by last name then first name (ignoring case), for a directory. */
export function sortedAlumni<T extends Pick<AlumniProfile, 'first_name' | 'last_name'>>(profiles: readonly T[]): T[] {
  return [...profiles].sort(
    (a, b) =>
      a.last_name.localeCompare(b.last_name, 'en', { sensitivity: 'base' }) ||
      a.first_name.localeCompare(b.first_name, 'en', { sensitivity: 'base' }),
  );
}
