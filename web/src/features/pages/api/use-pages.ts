/**
 * A group's editable pages and e-mail templates (docs/pages.md): the page or template followed
 * live (Firestore listener, web/src/lib/page-queries.ts), its version history for staff, the
 * group's facilitators through the API, and the staff's saves and restores through the API.
 */
import type { ContentKey, PageContent, PageVersion } from '@peer-coaching/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { firestore, useLiveDocuments, useLiveQueries, type LiveResult } from '../../../lib/live.ts';
import { pageContentRef, pageVersionsQuery } from '../../../lib/page-queries.ts';

/** The group's saved text of a key (null: never saved, the default shows), live. */
export function usePageContent(group: string | null, key: ContentKey): LiveResult<PageContent | null> {
  const result = useLiveDocuments(group ? `page:${group}/${key}` : null, () => [
    pageContentRef(firestore(), group!, key),
  ]);
  return result.status === 'success' ? { ...result, data: result.data[0] ?? null } : result;
}

/** Every saved version of a key, newest first, live (staff only). */
export function usePageVersions(group: string | null, key: ContentKey): LiveResult<PageVersion[]> {
  return useLiveQueries(group ? `page-versions:${group}/${key}` : null, () => [
    pageVersionsQuery(firestore(), group!, key),
  ]);
}

export function useFacilitators(group: string | null) {
  return useQuery({
    queryKey: ['facilitators', group ?? ''],
    queryFn: async () => (await api.facilitators({ query: { group: group! } })).facilitators,
    enabled: group !== null,
  });
}

export const savePage = (key: ContentKey, body: { group: string; markdown: string; subject?: string }) =>
  api.savePage({ params: { key }, body });

export const restorePage = (key: ContentKey, group: string, version: number) =>
  api.restorePage({ params: { key }, body: { group, version } });
