/** Who may do what with a resource of the library, checked against the stored resources and cohorts (docs/resources.md). */
import { staffesGroup, type Resource, type User } from '@peer-coaching/domain';
import { getCohorts } from '../data/groups.ts';
import { getResource, getResources } from '../data/resources.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';

/** The resource, when the caller runs its group: 404 when unknown, 403 for staff of another group. */
export async function staffResource(caller: User, id: string): Promise<Resource> {
  const resource = await getResource(id);
  if (!resource) throw notFound(`No resource ${id}`);
  if (!staffesGroup(caller, resource.group)) {
    throw forbidden(`You do not run group ${resource.group}, the resource's group`);
  }
  return resource;
}

/**
 * The resources of a reorder, in the order given: every id must exist (400 naming the unknown
 * ones), all of one group (400), which the caller runs (403).
 */
export async function staffResourcesToReorder(caller: User, ids: readonly string[]): Promise<Resource[]> {
  const found = new Map((await getResources(ids)).map((r) => [r.id, r] as const));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) throw badRequest(`ids: unknown resource ${unknown.join(', ')}`);
  const listed = ids.map((id) => found.get(id) as Resource);
  const groups = [...new Set(listed.map((r) => r.group))];
  const outOfReach = groups.filter((g) => !staffesGroup(caller, g));
  if (outOfReach.length > 0) throw forbidden(`ids: you do not run group ${outOfReach.join(', ')}`);
  if (groups.length > 1) throw badRequest('ids: must all belong to one group');
  return listed;
}

/**
 * The group of a resource's cohorts: every cohort must exist (400), all of one group (400), and
 * the caller must run it (403). An existing resource's cohorts stay in its group (400).
 */
export async function groupOfResourceCohorts(caller: User, cohortIds: string[], keepGroup?: string): Promise<string> {
  const cohorts = await getCohorts(cohortIds);
  const unknown = cohortIds.filter((id) => !cohorts.some((c) => c.id === id));
  if (unknown.length > 0) throw badRequest(`cohorts: unknown cohort ${unknown.join(', ')}`);
  const groups = [...new Set(cohorts.map((c) => c.group))];
  const outOfReach = groups.filter((g) => !staffesGroup(caller, g));
  if (outOfReach.length > 0) throw forbidden(`cohorts: you do not run group ${outOfReach.join(', ')}`);
  if (groups.length > 1) throw badRequest('cohorts: must all belong to one group');
  const group = groups[0] as string;
  if (keepGroup !== undefined && group !== keepGroup) {
    throw badRequest(`cohorts: must belong to group ${keepGroup}, the resource's group`);
  }
  return group;
}
