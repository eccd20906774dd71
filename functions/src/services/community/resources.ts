/** Who may do what with a resource of the library, checked against the stored resources and cohorts (docs/resources.md). */
import type { Resource, User } from '@peer-coaching/domain';
import { getResource, getResources } from '../../data/community/resources.ts';
import { groupOfItemCohorts, staffItem, staffItemsToReorder } from '../group-items.ts';

/** The resource, when the caller runs its group: 404 when unknown, 403 for staff of another group. */
export const staffResource = async (caller: User, id: string): Promise<Resource> =>
  staffItem(caller, await getResource(id), id, 'resource');

/** The resources of a reorder, in the order given, all of one group the caller runs. */
export const staffResourcesToReorder = async (caller: User, ids: readonly string[]): Promise<Resource[]> =>
  staffItemsToReorder(caller, ids, await getResources(ids), 'resource');

/** The group of a resource's cohorts, which the caller runs (and, for an existing one, its own). */
export const groupOfResourceCohorts = (caller: User, cohortIds: string[], keepGroup?: string) =>
  groupOfItemCohorts(caller, cohortIds, 'resource', keepGroup);
