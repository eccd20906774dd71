/**
 * Who may see what (spec sections 5 and 6), as pure functions the API applies on every route.
 * The admin SDK bypasses security rules, so these are the API's only guard.
 */
import { ALUMNI_COHORT_ID, SANDBOX_GROUP_ID } from '../constants.ts';
import type { User } from '../model.ts';

type Caller = Pick<User, 'id' | 'role' | 'group_list' | 'cohort_list' | 'alumni_community'>;

export function isStaff(user: Pick<User, 'role'>): boolean {
  return user.role === 'facilitator' || user.role === 'admin';
}

/** Staff reach: an admin every group, a facilitator the groups of their group_list. */
export function staffesGroup(user: Pick<User, 'role' | 'group_list'>, groupId: string): boolean {
  if (user.role === 'admin') return true;
  return user.role === 'facilitator' && user.group_list.includes(groupId);
}

/**
 * The cohorts a person shares: their own, plus the alumni cohort when they are in the alumni
 * community and the list lacks it (spec section 4).
 */
export function sharedCohortIds(user: Pick<User, 'cohort_list' | 'alumni_community'>): string[] {
  const cohorts = [...user.cohort_list];
  if (user.alumni_community && !cohorts.includes(ALUMNI_COHORT_ID)) cohorts.push(ALUMNI_COHORT_ID);
  return cohorts;
}

/** Whether the caller may read cohort data (events, announcements) of a cohort of `groupId`. */
export function canReadCohort(caller: Caller, cohort: { id: string; group: string }): boolean {
  if (isStaff(caller)) return staffesGroup(caller, cohort.group);
  return sharedCohortIds(caller).includes(cohort.id);
}

/** Own record, or staff of one of the person's groups. */
export function canReadPerson(caller: Caller, person: Pick<User, 'id' | 'group'>): boolean {
  if (caller.id === person.id) return true;
  return isStaff(caller) && person.group.some((group) => staffesGroup(caller, group));
}

// The sandbox (docs/sandbox.md, domain/src/sandbox/sandbox.ts): here, beside the other checks of who may
// do what, because the app's shell asks them on every page.
const PRIVATE_PREFIX = 'sandbox-';

/** The private sandbox group of a person. */
export const sandboxGroupId = (userId: string) => `${PRIVATE_PREFIX}${userId}`;

/** A person's own sandbox group, or the template: where the sandbox banner and tutorial show. */
export const isSandboxGroup = (group: string | null | undefined): boolean =>
  group === SANDBOX_GROUP_ID || (typeof group === 'string' && group.startsWith(PRIVATE_PREFIX));

/** Someone's private copy (not the template). */
export const isPrivateSandbox = (group: string): boolean => group.startsWith(PRIVATE_PREFIX);

/** Staff of the facilitators group: they may open, and reset, a sandbox of their own. */
export const isSandboxMember = (user: Pick<User, 'role' | 'group'>): boolean =>
  isStaff(user) && user.group.includes(SANDBOX_GROUP_ID);
