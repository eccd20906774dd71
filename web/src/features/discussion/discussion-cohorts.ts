/**
 * Which discussions a person may open (docs/discussion.md): a peer those of their own cohorts,
 * plus the alumni community's for its members; staff those of their current group's cohorts.
 */
import { ALUMNI_COHORT_ID, isStaff, sharedCohortIds, type Cohort, type User } from '@peer-coaching/domain';

export interface DiscussionCohort {
  id: string;
  name: string;
  /** Known for staff (their loaded cohorts); a peer's is read from the cohort document. */
  group: string | null;
}

export function discussionCohorts(
  user: Pick<User, 'role' | 'cohort' | 'cohort_list' | 'alumni_community' | 'current_group'>,
  staffCohorts: readonly Pick<Cohort, 'id' | 'name' | 'group'>[],
): DiscussionCohort[] {
  if (isStaff(user))
    return staffCohorts
      .filter((cohort) => cohort.group === user.current_group)
      .map(({ id, name, group }) => ({ id, name, group }));
  // The same cohorts as the rules' sharedCohorts(), named from the person's own list.
  return sharedCohortIds(user).map((id) => ({
    id,
    name: user.cohort[user.cohort_list.indexOf(id)] ?? (id === ALUMNI_COHORT_ID ? 'Alumni community' : id),
    group: null,
  }));
}

/** The cohort to show: the one asked for if the person may open it, else their current one, else the first. */
export function chosenCohort(
  options: readonly DiscussionCohort[],
  asked: string | null,
  current: string | null,
): DiscussionCohort | null {
  return options.find((c) => c.id === asked) ?? options.find((c) => c.id === current) ?? options[0] ?? null;
}
