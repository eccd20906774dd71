/**
 * What the first admin of a new project needs (README, "Deploy to your Firebase project"): a group
 * to run and a profile that says so. Pure: the CLI (create-admin.ts) reads and writes.
 */
import { groupsCollection, usersCollection, type User } from '@peer-coaching/domain';

export type FirstAdminInput = {
  email: string;
  firstName: string;
  lastName: string;
  groupId: string;
  groupName: string;
};

const GROUP_ID = /^[a-z0-9][a-z0-9-]{1,39}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each problem names its option, as the API's 400s name their field. */
export function firstAdminProblems(input: Partial<FirstAdminInput>): string[] {
  const problems = [];
  if (!input.email || !EMAIL.test(input.email)) problems.push('--email: an e-mail address is required');
  if (!input.firstName?.trim()) problems.push('--first-name: required');
  if (!input.lastName?.trim()) problems.push('--last-name: required');
  if (!input.groupId || !GROUP_ID.test(input.groupId)) {
    problems.push('--group: an id of 2 to 40 lower-case letters, digits and dashes is required (e.g. mgh)');
  }
  if (!input.groupName?.trim()) problems.push('--group-name: required (e.g. "MGH Peer Coaching")');
  return problems;
}

/**
 * The group document (only when the group does not exist yet: an existing one is kept as it is) and
 * the admin's profile. An admin runs every group, so `existingGroups` go into the profile too; a
 * person who already has a profile keeps its name and department and becomes an admin.
 */
export function firstAdminDocuments(
  input: FirstAdminInput,
  uid: string,
  now: Date,
  existingGroups: string[],
  existingProfile: Omit<User, 'id'> | null,
) {
  const groups = [...new Set([...existingGroups, input.groupId])].sort();
  const group = existingGroups.includes(input.groupId)
    ? null
    : groupsCollection.schema.parse({ name: input.groupName.trim(), cohorts: [] });
  const email = input.email.trim().toLowerCase();
  const profile = usersCollection.schema.parse({
    email,
    first_name: existingProfile?.first_name ?? input.firstName.trim(),
    last_name: existingProfile?.last_name ?? input.lastName.trim(),
    last_name_lower: (existingProfile?.last_name ?? input.lastName.trim()).toLowerCase(),
    role: 'admin',
    group: groups,
    group_list: groups,
    cohort: existingProfile?.cohort ?? [],
    cohort_list: existingProfile?.cohort_list ?? [],
    current_cohort: existingProfile?.current_cohort ?? null,
    current_group: existingProfile?.current_group ?? input.groupId,
    alumni_community: existingProfile?.alumni_community ?? false,
    tutorial: existingProfile?.tutorial ?? true,
    last_login: existingProfile?.last_login ?? null,
    status: 'confirmed',
    department: existingProfile?.department ?? '',
    created_at: existingProfile?.created_at ?? now,
  });
  return { group, profile };
}
