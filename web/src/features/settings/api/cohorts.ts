/**
 * A group's cohorts on /settings (docs/settings.md "Cohorts"): listed through
 * GET /api/facilitator/cohorts, created with POST and changed with PUT
 * /api/facilitator/settings/cohorts; after a write the list is read again.
 */
import type { CreateCohortBody, UpdateCohortBody } from '@peer-coaching/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const cohortsKey = (group: string) => ['settings', 'cohorts', group] as const;

export function useGroupCohorts(group: string) {
  return useQuery({
    queryKey: cohortsKey(group),
    queryFn: async () => (await api.cohorts({ query: { groups: group } })).cohorts.filter((c) => c.group === group),
  });
}

export function useCohortWrites(group: string) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: cohortsKey(group) });
  return {
    create: async (body: Omit<CreateCohortBody, 'group'>) => {
      const answer = await api.createCohort({ body: { group, ...body } });
      refresh();
      return answer;
    },
    update: async (id: string, body: UpdateCohortBody) => {
      const answer = await api.updateCohort({ params: { id }, body });
      refresh();
      return answer;
    },
  };
}
