/**
 * The personal calendar feed through the API, cached by TanStack Query. GET creates the link on
 * first use, so the page asks for it only when the person wants it (`enabled`): merely opening
 * /account never turns a subscription that was turned off back on. Renewing and turning off put
 * their answer in the cache, so the page shows the new state without another call.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const calendarFeedKey = ['calendar-feed'] as const;

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ queryKey: calendarFeedKey, queryFn: async () => (await api.calendarFeed()).url, enabled });
}

export function useRenewCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.renewCalendarFeed()).url,
    onSuccess: (url) => client.setQueryData(calendarFeedKey, url),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.revokeCalendarFeed(),
    onSuccess: () => client.removeQueries({ queryKey: calendarFeedKey }),
  });
}
