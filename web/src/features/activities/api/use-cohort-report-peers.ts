/**
 * A cohort's peers with their progress, live, from its report shards (docs/reports.md): the staff
 * home's peers and their activities in about one read per 125 peers (16 for a cohort of 2,000),
 * where listening to every peer's activities document read one per peer.
 */
import {
  compareByLastName,
  type ActivityCounts,
  type AttendanceStatus,
  type CohortReportShard,
  type User,
} from '@peer-coaching/domain';
import { useMemo } from 'react';
import { cohortReportShardsQuery, firestore, useLiveQueries, type LiveResult } from '../../../lib/live.ts';

export type ReportedPerson = Pick<
  User,
  'id' | 'first_name' | 'last_name' | 'email' | 'status' | 'cohort_list' | 'alumni_community'
>;

export interface CohortReportPeers {
  /** The cohort's peers (every status), by last name. */
  peers: ReportedPerson[];
  /** Their counts and attendance at the cohort's events, by user id; missing: nothing done yet. */
  activitiesByUser: Record<string, ActivityCounts & { attendance: Record<string, AttendanceStatus> }>;
}

export function useCohortReportPeers(cohort: { id: string; group: string } | null): LiveResult<CohortReportPeers> {
  const key = cohort ? `cohort-report-peers:${cohort.group}/${cohort.id}` : null;
  const result = useLiveQueries<CohortReportShard>(key, () => [cohortReportShardsQuery(firestore(), cohort!)]);
  return useMemo(() => {
    if (result.status !== 'success') return result;
    return { status: 'success' as const, data: reportPeersOf(cohort!.id, result.data), error: undefined };
    // The result is new with each snapshot; the cohort follows the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
}

/** The peers of a cohort's shards by last name, and their activities by user id. */
export function reportPeersOf(
  cohortId: string,
  shards: readonly Pick<CohortReportShard, 'peers'>[],
): CohortReportPeers {
  const entries = shards.flatMap((shard) => Object.entries(shard.peers));
  const peers = entries
    .map(([id, entry]) => ({
      id,
      first_name: entry.first_name,
      last_name: entry.last_name,
      email: entry.email,
      status: entry.status,
      // The entry is this cohort's: its calendar's sessions are the ones its prediction counts.
      cohort_list: [cohortId],
      alumni_community: false,
    }))
    .sort(compareByLastName);
  const activitiesByUser = Object.fromEntries(
    entries.flatMap(([id, entry]) => (entry.activity ? [[id, entry.activity]] : [])),
  );
  return { peers, activitiesByUser };
}
