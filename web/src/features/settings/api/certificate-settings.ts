/**
 * A group's certificate requirements through the API: read with GET /api/user/setting (staff may
 * read the groups they run), saved with PUT /api/facilitator/setting. Cached by TanStack Query;
 * a save puts the saved requirements in the cache. Pages that show progress follow the same
 * document live (features/certificate), so they move without this cache.
 */
import { editableRequirements, type EngagementRequirements } from '@peer-coaching/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const settingsKeys = {
  certificate: (group: string) => ['settings', 'certificate', group] as const,
};

/** The group's requirements; null when the group has none yet. */
export function useCertificateRequirements(group: string | null) {
  return useQuery({
    queryKey: settingsKeys.certificate(group ?? ''),
    queryFn: async (): Promise<EngagementRequirements | null> => {
      const answer = await api.setting({ query: { group: group!, setting: 'certificate' } });
      return answer.settings ? editableRequirements(answer.settings.engagement_requirements) : null;
    },
    enabled: group !== null,
    // What staff edit must not change under their hands: read once per group and after a save.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useSaveCertificateRequirements() {
  const client = useQueryClient();
  return async (group: string, requirements: EngagementRequirements): Promise<EngagementRequirements> => {
    const answer = await api.updateSetting({
      body: { group, setting: 'certificate', settings: { engagement_requirements: requirements } },
    });
    const saved = editableRequirements(answer.settings.engagement_requirements);
    client.setQueryData(settingsKeys.certificate(group), saved);
    return saved;
  };
}
