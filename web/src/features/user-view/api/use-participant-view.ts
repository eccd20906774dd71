/** What a chosen peer sees on their home, through the API, for staff "view as" (/user-view). */
import { sharedCohortIds, type User } from '@peer-coaching/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const participantViewKey = (userId: string) => ['participant-view', userId] as const;

export function useParticipantView(peer: User | null) {
  return useQuery({
    queryKey: participantViewKey(peer?.id ?? ''),
    enabled: peer !== null,
    // A peer's page moves on its own (attendance, announcements): look again on every visit.
    staleTime: 0,
    queryFn: async () => {
      const shared_cohorts = sharedCohortIds(peer!);
      const [{ events }, { records }, { announcements }, activities] = await Promise.all([
        api.events({ query: { shared_cohorts } }),
        api.attendance({ query: { id: peer!.id } }),
        api.announcements({ query: { shared_cohorts } }),
        api.activities({ query: { id: peer!.id } }),
      ]);
      return { events, records, announcements, activities };
    },
  });
}
