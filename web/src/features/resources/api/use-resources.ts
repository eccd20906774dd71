/** The resources library, live (docs/resources.md): a peer's (their shared cohorts') or a group's for its staff. */
import { sortedResources, type Resource } from '@peer-coaching/domain';
import { firestore, useLiveQueries, type LiveResult } from '../../../lib/live.ts';
import { groupResourcesQuery, peerResourcesQuery } from '../../../lib/resource-queries.ts';

const sorted = (result: LiveResult<Resource[]>): LiveResult<Resource[]> =>
  result.status === 'success' ? { ...result, data: sortedResources(result.data) } : result;

/** What a peer may read: the resources addressed to any of their shared cohorts. */
export function usePeerResources(cohorts: readonly string[] | null): LiveResult<Resource[]> {
  const key = cohorts && cohorts.length > 0 ? `peer-resources:${cohorts.join(',')}` : null;
  const result = useLiveQueries(key, () => [peerResourcesQuery(firestore(), cohorts ?? [])]);
  if (cohorts && cohorts.length === 0) return { status: 'success', data: [], error: undefined };
  return sorted(result);
}

/** Staff: every resource of the group, whichever cohorts see it. */
export function useGroupResources(group: string | null): LiveResult<Resource[]> {
  return sorted(useLiveQueries(group && `group-resources:${group}`, () => [groupResourcesQuery(firestore(), group!)]));
}
