/**
 * People through the API, cached by TanStack Query: a cohort's peers (spec section 5: peers only,
 * by last name) and the sandbox's sample data. A write that changes people invalidates
 * `peopleKeys.all`, so every open list refetches.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const peopleKeys = {
  all: ['people'] as const,
  cohort: (cohort: string) => ['people', 'cohort', cohort] as const,
  sandbox: ['people', 'sandbox'] as const,
};

export function useCohortPeers(cohort: string | null) {
  return useQuery({
    queryKey: peopleKeys.cohort(cohort ?? ''),
    queryFn: async () => (await api.users({ query: { cohort: cohort! } })).users,
    enabled: cohort !== null,
  });
}

/** The sandbox group's people, events and announcements (spec 6: it skips the normal fetch). */
export function useSandboxData(enabled: boolean) {
  return useQuery({ queryKey: peopleKeys.sandbox, queryFn: () => api.sandboxData(), enabled });
}
