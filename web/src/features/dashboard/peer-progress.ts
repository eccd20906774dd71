import {
  type ActivityCounts,
  averageCertificatePercentage,
  certificateProgress,
  type CertificateProgress,
  emptyActivityCounts,
  type EngagementRequirements,
  type User,
} from '@peer-coaching/domain';

export interface PeerProgressRow {
  id: string;
  name: string;
  email: string;
  status: User['status'];
  /** Null while the cohort's certificate requirements are unknown. */
  progress: CertificateProgress | null;
  /** Absences in a row when flagged (ABSENCE_STREAK_FLAG or more), else 0. */
  absenceStreak: number;
}

/** "First Last", or the email when the profile has no name yet. */
export function displayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** One row per peer, in the given order (the session sorts peers by last name). */
export function peerProgressRows(
  peers: readonly User[],
  requirements: EngagementRequirements | null,
  activitiesByUser: Readonly<Record<string, ActivityCounts>>,
  /** Flagged absence streaks by user id (absence-patterns.ts). */
  absenceStreaks: Readonly<Record<string, number>> = {},
): PeerProgressRow[] {
  return peers.map((peer) => ({
    id: peer.id,
    name: displayName(peer),
    email: peer.email,
    status: peer.status,
    progress: requirements
      ? certificateProgress(requirements, activitiesByUser[peer.id] ?? emptyActivityCounts())
      : null,
    absenceStreak: absenceStreaks[peer.id] ?? 0,
  }));
}

/** The cohort's average certificate progress (domain rule); null without peers or requirements. */
export function averageProgress(rows: readonly PeerProgressRow[]): number | null {
  return averageCertificatePercentage(rows.flatMap((row) => (row.progress ? [row.progress.percentage] : [])));
}

/** Confirmed and invited peers. */
export function countByStatus(peers: readonly Pick<User, 'status'>[]): { confirmed: number; invited: number } {
  return {
    confirmed: peers.filter((peer) => peer.status === 'confirmed').length,
    invited: peers.filter((peer) => peer.status === 'invited').length,
  };
}
