/** Announcements, live: what a peer may see of their shared cohorts, or all of a group for its staff. */
import { byDisplayOrder, type Announcement } from '@peer-coaching/domain';
import {
  cohortAnnouncementsForStaffQuery,
  firestore,
  peerAnnouncementQueries,
  useLiveQueries,
  type LiveResult,
} from '../../../lib/live.ts';

const inDisplayOrder = (result: LiveResult<Announcement[]>): LiveResult<Announcement[]> =>
  result.status === 'success' ? { ...result, data: byDisplayOrder(result.data) } : result;

/** A peer's announcements (the page filters timed ones by their window with domain isVisibleToPeer). */
export function usePeerAnnouncements(sharedCohorts: readonly string[] | null): LiveResult<Announcement[]> {
  const key = sharedCohorts && sharedCohorts.length > 0 ? `peer-announcements:${sharedCohorts.join(',')}` : null;
  const result = useLiveQueries(key, () => peerAnnouncementQueries(firestore(), sharedCohorts ?? []));
  if (sharedCohorts && sharedCohorts.length === 0) return { status: 'success', data: [], error: undefined };
  return inDisplayOrder(result);
}

/**
 * Staff: every announcement of the group that is addressed to the cohort, drafts included; the
 * server picks them (a query for the cohort), not the page from the group's whole history.
 */
export function useCohortAnnouncementsForStaff(
  group: string | null,
  cohort: string | null,
): LiveResult<Announcement[]> {
  const key = group && cohort ? `cohort-announcements:${group}/${cohort}` : null;
  return inDisplayOrder(useLiveQueries(key, () => [cohortAnnouncementsForStaffQuery(firestore(), group!, cohort!)]));
}
