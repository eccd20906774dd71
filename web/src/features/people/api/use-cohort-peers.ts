/**
 * People through the API, cached by TanStack Query: a cohort's peers (spec section 5: peers only,
 * by last name) and the sandbox's sample data. A write that changes people invalidates
 * `peopleKeys.all`, so every open list refetches.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const peopleKeys = {
  all: ['people'] as const,
  cohort: (cohort: string) => ['people', 'cohort', cohort] as const,
  sandbox: ['people', 'sandbox'] as const,
};

/** One cohort's peers: the same key and call wherever they are asked for, so one cache entry. */
const cohortPeersQuery = (cohort: string) => ({
  queryKey: peopleKeys.cohort(cohort),
  queryFn: async () => (await api.users({ query: { cohort } })).users,
});

export function useCohortPeers(cohort: string | null) {
  return useQuery({ ...cohortPeersQuery(cohort ?? ''), enabled: cohort !== null });
}

/** The peers of several cohorts at once (a survey's), each cohort cached as useCohortPeers caches it. */
export function usePeersOfCohorts(cohorts: readonly string[]) {
  return useQueries({
    queries: cohorts.map(cohortPeersQuery),
    combine: (results) => ({ data: results.flatMap((r) => r.data ?? []), isPending: results.some((r) => r.isPending) }),
  });
}

/** The sandbox group's people, events and announcements (spec 6: it skips the normal fetch). */
export function useSandboxData(enabled: boolean) {
  return useQuery({ queryKey: peopleKeys.sandbox, queryFn: () => api.sandboxData(), enabled });
}
