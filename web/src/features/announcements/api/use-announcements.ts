/** Announcements, live: what a peer may see of their shared cohorts, or all of a group for its staff. */
import { byDisplayOrder, timedWindowBounds, timedWindowSlot, type Announcement } from '@peer-coaching/domain';
import { useEffect, useState } from 'react';
import {
  cohortAnnouncementsForStaffQuery,
  firestore,
  peerManualAnnouncementsQuery,
  peerTimedAnnouncementsQuery,
  useLiveQueries,
  type LiveResult,
} from '../../../lib/live.ts';
import { reconnectFirestore } from '../../../lib/firestore.ts';
import { serverNow } from '../../../lib/server-clock.ts';

const inDisplayOrder = (result: LiveResult<Announcement[]>): LiveResult<Announcement[]> =>
  result.status === 'success' ? { ...result, data: byDisplayOrder(result.data) } : result;

/** The current slot of the timed announcements' query, moving on at each slot's end (one timer). */
function useTimedWindowSlot(): number {
  const [slot, setSlot] = useState(() => timedWindowSlot(serverNow()));
  useEffect(() => {
    const wait = timedWindowBounds(slot).nextSlotAt.getTime() - serverNow().getTime();
    // At least the next slot: the server clock's estimate may have moved back a little since.
    const timer = setTimeout(() => setSlot(Math.max(slot + 1, timedWindowSlot(serverNow()))), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [slot]);
  return slot;
}

/**
 * The timed announcements of the current slot; while the next slot's query loads (or if it fails:
 * a reconnect the rules refuse), the last slot's answer for the same cohorts stays on the page.
 */
function usePeerTimedAnnouncements(cohortsKey: string | null, cohorts: readonly string[]): LiveResult<Announcement[]> {
  const slot = useTimedWindowSlot();
  // A refused query (a connection older than what began since: reconnectFirestore) asks again
  // once per slot on a new connection.
  const [retried, setRetried] = useState<number | null>(null);
  const attempt = retried === slot ? 1 : 0;
  const result = useLiveQueries(cohortsKey && `peer-timed-announcements:${cohortsKey}:${slot}:${attempt}`, () => [
    peerTimedAnnouncementsQuery(firestore(), cohorts, timedWindowBounds(slot)),
  ]);
  const refused = result.status === 'error' && (result.error as { code?: string }).code === 'permission-denied';
  useEffect(() => {
    if (!refused || retried === slot) return;
    void reconnectFirestore().then(() => setRetried(slot));
  }, [refused, retried, slot]);
  // The last answer, kept across slots (React's "state from the previous render" pattern).
  const [kept, setKept] = useState<{ key: string | null; data: Announcement[] } | null>(null);
  if (result.status === 'success' && (kept?.key !== cohortsKey || kept.data !== result.data)) {
    setKept({ key: cohortsKey, data: result.data });
  }
  const asking = refused && retried !== slot; // about to ask again: not an error yet
  if (kept?.key === cohortsKey && result.status !== 'success')
    return { status: 'success', data: kept.data, error: undefined };
  return asking ? { status: 'loading', data: undefined, error: undefined } : result;
}

/**
 * A peer's announcements: the manual ones switched on, and the timed ones inside their window
 * (the rules allow nothing else; docs/announcements.md). The page filters timed ones by their
 * window to the millisecond with domain isVisibleToPeer.
 */
export function usePeerAnnouncements(sharedCohorts: readonly string[] | null): LiveResult<Announcement[]> {
  const cohorts = sharedCohorts ?? [];
  const cohortsKey = cohorts.length > 0 ? cohorts.join(',') : null;
  const manual = useLiveQueries(cohortsKey && `peer-announcements:${cohortsKey}`, () => [
    peerManualAnnouncementsQuery(firestore(), cohorts),
  ]);
  const timed = usePeerTimedAnnouncements(cohortsKey, cohorts);
  if (sharedCohorts && sharedCohorts.length === 0) return { status: 'success', data: [], error: undefined };
  if (manual.status !== 'success') return manual;
  if (timed.status !== 'success') return timed;
  return inDisplayOrder({ ...manual, data: [...manual.data, ...timed.data] });
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
