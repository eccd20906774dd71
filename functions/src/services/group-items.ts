/**
 * The checks every staff-written item of a group shares (announcements, resources, surveys): the
 * item exists and its group is the caller's; a reorder's items exist and are of one group the
 * caller runs; an item's cohorts exist, are of one group the caller runs, and stay in the item's
 * group. `noun` names the item in the messages ("the announcement's group").
 */
import { staffesGroup, type User } from '@peer-coaching/domain';
import { getCohorts } from '../data/program/groups.ts';
import { invalidInput, notAllowed, notFound } from './errors.ts';

interface GroupItem {
  id: string;
  group: string;
}

/** The item, when the caller runs its group: not found when unknown, not allowed for staff of another group. */
export function staffItem<T extends { group: string }>(caller: User, item: T | null, id: string, noun: string): T {
  if (!item) throw notFound(`No ${noun} ${id}`);
  if (!staffesGroup(caller, item.group)) throw notAllowed(`You do not run group ${item.group}, the ${noun}'s group`);
  return item;
}

/**
 * The items of a reorder, in the order given: every id must exist (invalid input naming the unknown ones),
 * all of one group, which the caller runs (else not allowed).
 */
export function staffItemsToReorder<T extends GroupItem>(
  caller: User,
  ids: readonly string[],
  found: readonly T[],
  noun: string,
): T[] {
  const byId = new Map(found.map((item) => [item.id, item] as const));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw invalidInput(`ids: unknown ${noun} ${unknown.join(', ')}`);
  const listed = ids.map((id) => byId.get(id) as T);
  const groups = [...new Set(listed.map((item) => item.group))];
  const outOfReach = groups.filter((g) => !staffesGroup(caller, g));
  if (outOfReach.length > 0) throw notAllowed(`ids: you do not run group ${outOfReach.join(', ')}`);
  if (groups.length > 1) throw invalidInput('ids: must all belong to one group');
  return listed;
}

/**
 * The group of an item's cohorts: every cohort must exist, all of one group, and the
 * caller must run it (else not allowed). An existing item's cohorts stay in its group.
 */
export async function groupOfItemCohorts(
  caller: User,
  cohortIds: string[],
  noun: string,
  keepGroup?: string,
): Promise<string> {
  const cohorts = await getCohorts(cohortIds);
  const unknown = cohortIds.filter((id) => !cohorts.some((c) => c.id === id));
  if (unknown.length > 0) throw invalidInput(`cohorts: unknown cohort ${unknown.join(', ')}`);
  const groups = [...new Set(cohorts.map((c) => c.group))];
  const outOfReach = groups.filter((g) => !staffesGroup(caller, g));
  if (outOfReach.length > 0) throw notAllowed(`cohorts: you do not run group ${outOfReach.join(', ')}`);
  if (groups.length > 1) throw invalidInput('cohorts: must all belong to one group');
  const group = groups[0] as string;
  if (keepGroup !== undefined && group !== keepGroup) {
    throw invalidInput(`cohorts: must belong to group ${keepGroup}, the ${noun}'s group`);
  }
  return group;
}

/** The one group of a reorder's items (staffItemsToReorder checked there is exactly one). */
export function groupOfListed(listed: readonly GroupItem[]): string {
  const group = listed[0]?.group;
  if (!group) throw invalidInput('ids: must not be empty');
  return group;
}
