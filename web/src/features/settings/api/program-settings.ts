/**
 * A group's program settings (program name and contact, reminder schedule) through the API:
 * GET and PUT /api/facilitator/settings/program (docs/settings.md). Read once per group and put
 * in the cache after a save, like the certificate requirements.
 */
import type { ProgramSettings, ProgramSettingsResponse } from '@peer-coaching/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const programKey = (group: string) => ['settings', 'program', group] as const;

export function useProgramSettings(group: string) {
  return useQuery({
    queryKey: programKey(group),
    queryFn: (): Promise<ProgramSettingsResponse> => api.programSettings({ query: { group } }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useSaveProgramSettings() {
  const client = useQueryClient();
  return async (group: string, settings: ProgramSettings): Promise<ProgramSettingsResponse> => {
    const saved = await api.saveProgramSettings({ body: { group, ...settings } });
    client.setQueryData(programKey(group), saved);
    return saved;
  };
}
