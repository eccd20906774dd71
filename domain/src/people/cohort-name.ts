import type { User } from '../model.ts';

/**
 * The display name of the user's current cohort. `cohort` holds names parallel to the ids in
 * `cohort_list`; null when there is no current cohort or no name for it.
 */
export function profileCohortName(user: Pick<User, 'current_cohort' | 'cohort_list' | 'cohort'>): string | null {
  if (!user.current_cohort) return null;
  const index = user.cohort_list.indexOf(user.current_cohort);
  return (index >= 0 && user.cohort[index]?.trim()) || null;
}
